// Registers the service worker (sw.js, which makes the app work offline) and, when a new
// version has been downloaded, shows #update-toast; its Reload button switches to it. The
// new version never takes over by itself: a game in progress is not reloaded under a
// player's fingers.
if ("serviceWorker" in navigator && window.isSecureContext) {
  const showUpdate = (registration) => {
    const toast = document.getElementById("update-toast");
    const button = document.getElementById("update-reload");
    if (!toast || !button) return;
    button.onclick = () => {
      button.disabled = true;
      // The waiting worker activates and takes over this page: load the page again from it.
      navigator.serviceWorker.addEventListener("controllerchange", () => location.reload(), {
        once: true,
      });
      // No waiting worker: another tab has already switched to it.
      if (registration.waiting) registration.waiting.postMessage({ type: "skip-waiting" });
      else location.reload();
    };
    toast.hidden = false;
  };

  // A worker that finishes installing while another one controls the page is an update (on
  // the first visit there is no controller: nothing to announce).
  const watch = (registration, worker) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === "installed" && navigator.serviceWorker.controller) {
        showUpdate(registration);
      }
    };
    worker.addEventListener("statechange", check);
    check();
  };

  // On the first visit, wait until the page has started (or failed to): the worker's install
  // then finds the files in the HTTP cache, and what the page has not fetched (icons) does
  // not compete with the page's own downloads. Once a worker controls the page, everything
  // comes from its cache: no need to wait.
  const started = () =>
    new Promise((resolve) => {
      const html = document.documentElement;
      const done = () => html.matches("[data-ready], [data-boot-error]");
      if (navigator.serviceWorker.controller || done()) return resolve();
      const observer = new MutationObserver(() => {
        if (!done()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(html, { attributeFilter: ["data-ready", "data-boot-error"] });
    });

  started().then(async () => {
    try {
      const registration = await navigator.serviceWorker.register("sw.js", {
        scope: "./",
        updateViaCache: "none",
      });
      watch(registration, registration.waiting);
      watch(registration, registration.installing);
      registration.addEventListener("updatefound", () =>
        watch(registration, registration.installing),
      );
    } catch (error) {
      // Not fatal: the page works, only not offline.
      console.warn("service worker not registered:", error);
    }
  });
}
