// Before Python is ready: the loading line in the page's language, and on a repeat visit
// the open game as it was last on screen.
//
// The language is the one Python will speak (belot.app.controller.start): the player's
// choice kept in localStorage ("belot:settings"), else the first of the browser's
// languages the app has, else English. <html lang> and the loading line (#loading) are set
// to it before the first frame (this script is render-blocking), on every visit.
//
// Instant paint: belot/app/browser/instant.py keeps its last rendering of #app in localStorage
// ("belot:snapshot", written by belot/app/snapshot.py) with the stored session, the game's
// revision and the language it showed. Only while those are unchanged (the game, screen
// and language Python is about to open, as they were) is the rendering shown: marked as
// loading (class "snapshot", aria-busy; static/shell.css dims it, the loading line is a
// badge above its title) and held still: no control in it takes the focus, a key or a
// change, without a mark on it (the picture stays as Python drew it). A tap on one of its controls (an element with data-action) is not lost: the
// first one is marked data-queued (static/shell.css shows it as waiting) and Python
// carries it out after its first paint (belot.app.browser.instant.queued_tap), which
// replaces the picture in place and lets it be used (instant.show_interactive removes the
// class, and with it the hold below). Not `inert`: an inert element's clicks go to the element behind it, and
// the tap's target would be lost.
//
// The stored HTML is never inserted as it is: any page of the same origin can write that
// value. It is parsed into an inert template and rebuilt element by element, with
// only the elements and attributes the app's views write (ALLOWED, checked against the
// views by tests/app/test_snapshot.py); anything else is left out, with all it contains.
// So a stored value cannot navigate (<meta http-equiv=refresh>), load (<img>, <link>),
// submit (<form>), run anything (<script>, on* attributes) or say anything in the loading
// line (its words are these, not the stored value's). A tap it holds is carried out only
// if Python's own rendering has the same control, doing the same, in the same place.
(() => {
  const SCHEMA = 2; // belot/app/snapshot.py SNAPSHOT_SCHEMA
  const MAX_HTML = 400_000; // characters: far more than a 60-deal sheet
  const MAX_SETTINGS = 10_000; // characters: the settings are a few words
  // The catalog's "app.loading" (tests/app/test_snapshot.py checks they are the same).
  const LOADING = {"en": "Loading…", "bg": "Зареждане…", "fr": "Chargement…"};
  // The stored keys read here (belot/app/storage.py and snapshot.py; checked likewise).
  // prettier-ignore
  const KEYS = {"snapshot": "belot:snapshot", "session": "belot:session", "settings": "belot:settings", "game": "belot:game:"};
  // prettier-ignore
  const ALLOWED = {"elements": ["b", "button", "div", "fieldset", "h1", "h2", "input", "label", "legend", "li", "ol", "option", "output", "p", "section", "select", "small", "span", "strong", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul"], "attributes": ["aria-expanded", "aria-hidden", "aria-label", "aria-live", "aria-pressed", "autocomplete", "checked", "class", "colspan", "data-action", "data-arg", "data-field", "data-held", "data-name", "data-over", "data-screen", "data-select", "data-testid", "disabled", "id", "inputmode", "maxlength", "role", "scope", "selected", "title", "type", "value"], "input-types": ["checkbox", "text"]};
  const ELEMENTS = new Set(ALLOWED.elements);
  const ATTRIBUTES = new Set(ALLOWED.attributes);
  const INPUT_TYPES = new Set(ALLOWED["input-types"]);
  const HTML_NS = "http://www.w3.org/1999/xhtml";
  const ID = /^[a-z][a-z0-9-]{0,63}$/;
  const QUEUED = "data-queued"; // on the control tapped first; instant.queued_tap reads it
  // What a held picture must not do: take a key, a text edit, a double or other click.
  const BLOCKED = ["mousedown", "keydown", "keypress", "beforeinput", "dblclick", "auxclick", "contextmenu", "submit"];

  // The language Python will start in: as Controller.start, with the settings read as
  // belot/app/storage.py reads them (an object of "language" only, a string) and the
  // browser's languages as belot.app.messages.pick_language reads them.
  const language = () => {
    try {
      const text = localStorage.getItem(KEYS.settings);
      const settings = text !== null && text.length <= MAX_SETTINGS ? JSON.parse(text) : null;
      if (
        settings !== null &&
        typeof settings === "object" &&
        !Array.isArray(settings) &&
        Object.keys(settings).every((key) => key === "language") &&
        typeof settings.language === "string"
      ) {
        return Object.hasOwn(LOADING, settings.language) ? settings.language : "en";
      }
    } catch {
      // No storage, or settings Python cannot read either: the browser's languages.
    }
    for (const tag of navigator.languages ?? []) {
      const base = String(tag).split("-")[0].toLowerCase();
      if (Object.hasOwn(LOADING, base)) return base;
    }
    return "en";
  };

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

  // The picture in #app, held until Python takes it over: every event on it is stopped
  // before it reaches anything (a tap on a control is kept for Python), nothing in it takes
  // the focus (a press does not give it, the Tab key is held back, and focus that gets in
  // anyway is taken away), and it is left as it was drawn, but for the mark of a tap. Once
  // Python has taken #app over (the class is gone), the listeners go.
  const hold = (app) => {
    const held = () => app.classList.contains("snapshot");
    const on = (event) => held() && event.target instanceof Element && app.contains(event.target);
    const stop = (event) => {
      if (!on(event)) return false;
      event.preventDefault();
      event.stopImmediatePropagation();
      return true;
    };
    const done = new AbortController();
    const listen = (type, listener) =>
      addEventListener(type, listener, { capture: true, signal: done.signal });
    for (const type of BLOCKED) listen(type, stop);
    listen("focusin", (event) => stop(event) && event.target.blur());
    listen("keydown", (event) => {
      const toast = document.getElementById("update-toast");
      if (held() && event.key === "Tab" && !toast?.contains(event.target)) event.preventDefault();
    });
    listen("click", (event) => {
      if (!stop(event) || app.querySelector(`[${QUEUED}]`)) return;
      const control = event.target.closest("[data-action]");
      if (control && app.contains(control) && !control.hasAttribute("disabled")) {
        control.setAttribute(QUEUED, "");
      }
    });
    const taken = new MutationObserver(() => {
      if (held()) return;
      taken.disconnect();
      done.abort();
    });
    taken.observe(app, { attributes: true, attributeFilter: ["class"] });
  };

  try {
    const html = document.documentElement;
    const app = document.getElementById("app");
    if (html.hasAttribute("data-ready")) return;
    const lang = language();
    html.lang = lang;
    const loading = document.getElementById("loading");
    if (loading) loading.textContent = LOADING[lang];

    if (!app || app.firstChild) return;
    // A link of the app (a game's, belot/app/link.py is_game_link; a tournament table's
    // assignment or result, belot/tournament/links.py): Python's first paint is what it
    // opens (its preview, the table's game, the result recorded), not the screen last
    // seen, which must not show meanwhile (nor take a tap meant for something else).
    if (/^#[gtr]\d{1,6}\./.test(location.hash)) return;
    const snapshot = JSON.parse(localStorage.getItem(KEYS.snapshot));
    if (snapshot?.schema !== SCHEMA || typeof snapshot.html !== "string") return;
    // Shown only in the language Python will paint in (another would be redrawn at once).
    if (snapshot.html.length > MAX_HTML || snapshot.lang !== lang) return;
    // The screen Python opens: this tab's own (kept across a reload), else the last saved.
    const session = sessionStorage.getItem(KEYS.session) ?? localStorage.getItem(KEYS.session);
    if (snapshot.session !== session || JSON.parse(session)?.game !== snapshot.game) return;
    const game = JSON.parse(localStorage.getItem(`${KEYS.game}${snapshot.game}`));
    if (game?.revision !== snapshot.revision) return;
    // A template's content is inert: nothing in it loads, runs or applies to the page.
    const parsed = document.createElement("template");
    parsed.innerHTML = snapshot.html;
    const picture = document.createDocumentFragment();
    rebuild(parsed.content, picture);
    app.append(picture);
    app.classList.add("snapshot");
    app.setAttribute("aria-busy", "true");
    hold(app);
  } catch {
    // Nothing usable to show: the page starts as it would without it.
  }
})();
