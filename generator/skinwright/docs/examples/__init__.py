"""Live examples of a component page: data (:mod:`.model`), markup (:mod:`.render`), the frame
(:mod:`.frame`) and Markdown (:mod:`.page`)."""
