"""Usage snippets of a live example: trees and literals (:mod:`.js`), printers (:mod:`.printers`),
artefact names (:mod:`.names`), one unit per item (:mod:`.units`), and the Vue, React and Web
Components snippets (:mod:`.frameworks`)."""
