// Instant paint: on a repeat visit, shows the open game as it was last on screen, long before
// Python is ready. belot/app/adapter.py keeps its last rendering of #app in localStorage
// ("belot:snapshot", written by belot/app/snapshot.py) with the stored session and the
// game's revision it showed. Only while those are unchanged (the game and screen Python is
// about to open, as they were) is the rendering shown: inert, so that a tap does nothing,
// and marked as loading (class "snapshot", aria-busy; static/shell.css shows it dimmed
// under the loading line, which is put in the game's language). Python's first paint
// replaces it in place and makes it interactive (adapter.show_interactive).
//
// The stored HTML is never inserted as it is: any page of the same origin can write that
// value. It is parsed into an inert template and rebuilt element by element, with
// only the elements and attributes the app's views write (ALLOWED, checked against the
// views by tests/app/test_snapshot.py); anything else is left out, with all it contains.
// So a stored value cannot navigate (<meta http-equiv=refresh>), load (<img>, <link>),
// submit (<form>), run anything (<script>, on* attributes) or say anything in the loading
// line (its words are these, not the stored value's).
(() => {
  const SCHEMA = 2; // belot/app/snapshot.py SNAPSHOT_SCHEMA
  const MAX_HTML = 400_000; // characters: far more than a 60-deal sheet
  const LOADING = {"en": "Loading…", "bg": "Зареждане…", "fr": "Chargement…"};
  // prettier-ignore
  const ALLOWED = {"elements": ["b", "button", "div", "fieldset", "h1", "h2", "input", "label", "legend", "li", "ol", "option", "output", "p", "section", "select", "small", "span", "strong", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul"], "attributes": ["aria-hidden", "aria-label", "aria-live", "aria-pressed", "autocomplete", "checked", "class", "colspan", "data-action", "data-arg", "data-field", "data-name", "data-testid", "disabled", "id", "inputmode", "maxlength", "role", "scope", "selected", "title", "type", "value"], "input-types": ["checkbox", "text"]};
  const ELEMENTS = new Set(ALLOWED.elements);
  const ATTRIBUTES = new Set(ALLOWED.attributes);
  const INPUT_TYPES = new Set(ALLOWED["input-types"]);
  const HTML_NS = "http://www.w3.org/1999/xhtml";
  const ID = /^[a-z][a-z0-9-]{0,63}$/;

  const allowed = (element, name, value) => {
    if (!ATTRIBUTES.has(name)) return false;
    if (name === "type" && element.localName === "input") return INPUT_TYPES.has(value);
    // An id must not take the name of an element outside #app (#loading, the update toast).
    if (name === "id") return ID.test(value) && !document.getElementById(value);
    return true;
  };

  const rebuild = (from, into) => {
    for (const node of from.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        into.append(document.createTextNode(node.data));
      } else if (
        node.nodeType === Node.ELEMENT_NODE &&
        node.namespaceURI === HTML_NS &&
        ELEMENTS.has(node.localName)
      ) {
        const element = document.createElement(node.localName);
        for (const { name, value } of node.attributes) {
          if (allowed(element, name, value)) element.setAttribute(name, value);
        }
        rebuild(node, element);
        into.append(element);
      }
    }
  };

  try {
    const app = document.getElementById("app");
    const html = document.documentElement;
    if (!app || app.firstChild || html.hasAttribute("data-ready")) return;
    const snapshot = JSON.parse(localStorage.getItem("belot:snapshot"));
    if (snapshot?.schema !== SCHEMA || typeof snapshot.html !== "string") return;
    if (snapshot.html.length > MAX_HTML || !Object.hasOwn(LOADING, snapshot.lang)) return;
    // The screen Python opens: this tab's own (kept across a reload), else the last saved.
    const session =
      sessionStorage.getItem("belot:session") ?? localStorage.getItem("belot:session");
    if (snapshot.session !== session || JSON.parse(session)?.game !== snapshot.game) return;
    const game = JSON.parse(localStorage.getItem(`belot:game:${snapshot.game}`));
    if (game?.revision !== snapshot.revision) return;
    // A template's content is inert: nothing in it loads, runs or applies to the page.
    const parsed = document.createElement("template");
    parsed.innerHTML = snapshot.html;
    const picture = document.createDocumentFragment();
    rebuild(parsed.content, picture);
    app.append(picture);
    app.inert = true;
    app.classList.add("snapshot");
    app.setAttribute("aria-busy", "true");
    html.lang = snapshot.lang;
    const loading = document.getElementById("loading");
    if (loading) loading.textContent = LOADING[snapshot.lang];
  } catch {
    // Nothing usable to show: the page starts as it would without it.
  }
})();
