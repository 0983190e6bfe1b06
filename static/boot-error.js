// Until Python marks the page ready (<html data-ready>), an uncaught error means it could not
// start (a 404 for a [files] entry, say, only rejects a promise): show it in #loading and
// set <html data-boot-error>, rather than spin forever. Loaded before PyScript's core.js.
const bootFailed = (reason) => {
  const html = document.documentElement;
  if (html.hasAttribute("data-ready")) return;
  html.setAttribute("data-boot-error", "");
  const loading = document.getElementById("loading");
  if (loading) loading.textContent = `Could not start: ${reason}`;
};
addEventListener("error", (event) => bootFailed(event.message));
addEventListener("unhandledrejection", (event) =>
  bootFailed(event.reason?.message ?? event.reason),
);
