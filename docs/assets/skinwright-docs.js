// Behaviour of the docs site's live examples. Mounted through Material's
// document$ so it survives instant navigation; mounting twice is harmless.
(function () {
  "use strict";
  function mount(root) {
    root.querySelectorAll("[data-xh-doc-mounted]").forEach(function () {});
  }
  if (window.document$ && typeof window.document$.subscribe === "function") {
    window.document$.subscribe(function () { mount(document); });
  } else {
    document.addEventListener("DOMContentLoaded", function () { mount(document); });
  }
})();
