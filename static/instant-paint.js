// Instant paint: on a repeat visit, shows the open game as it was last on screen, long before
// Python is ready. belot/app/adapter.py keeps its last rendering of #app in localStorage
// ("belot:snapshot") with the stored session and the game's revision it showed. Only while
// those are unchanged (the game and screen Python is about to open, as they were) does the
// rendering go into #app: inert, so that a tap does nothing, and marked as loading (class
// "snapshot", aria-busy; static/shell.css shows it dimmed under the loading line, which is
// put in the game's language). Python's first paint replaces it in place and makes it
// interactive (adapter.show_interactive).
(() => {
  const SCHEMA = 1; // adapter.SNAPSHOT_SCHEMA
  try {
    const app = document.getElementById("app");
    const html = document.documentElement;
    if (!app || app.firstChild || html.hasAttribute("data-ready")) return;
    const snapshot = JSON.parse(localStorage.getItem("belot:snapshot"));
    if (snapshot?.schema !== SCHEMA || typeof snapshot.html !== "string") return;
    const session = localStorage.getItem("belot:session");
    if (snapshot.session !== session || JSON.parse(session)?.game !== snapshot.game) return;
    const game = JSON.parse(localStorage.getItem(`belot:game:${snapshot.game}`));
    if (game?.revision !== snapshot.revision) return;
    app.innerHTML = snapshot.html;
    app.inert = true;
    app.classList.add("snapshot");
    app.setAttribute("aria-busy", "true");
    if (typeof snapshot.lang === "string") html.lang = snapshot.lang;
    const loading = document.getElementById("loading");
    if (loading && typeof snapshot.loading === "string") loading.textContent = snapshot.loading;
  } catch {
    // Nothing readable to show: the page starts as it would without it.
  }
})();
