// This tab's Web Lock, asked for as the page starts: Python takes the browser's answer
// (belot/app/browser/tabs.py, this_tab) instead of asking itself once it is up, a round
// trip to the browser that stood between a repeat visit's Python and its first paint
// (bench/README.md). Only the asking is here; what the answers mean (which id this tab
// keeps, which tabs are open) is Python's. In JavaScript because Python starts a fifth of
// a second after the page does.
//
// Each tab holds a lock named after its id for as long as it is open; the id is kept in
// sessionStorage, so a reload keeps it. Asked for: the lock of the id kept there (else of a
// new one), if it is free, held from then on; and which locks are held. The answers are
// written on globalThis.belotTabAsked as they come: {id, granted, held (the held locks'
// names), answered (a promise, settled once both are in)}. Nothing here throws, and no
// promise is left to reject unhandled (static/boot-error.js would take it for a failed
// start): a browser without the API, or refusing it, leaves Python to ask as before.
(() => {
  const KEY = "belot:tab"; // belot/app/browser/tabs.py TAB_KEY
  const LOCK = "belot:tab:"; // TAB_LOCK
  const ID = /^[0-9a-zA-Z-]{1,64}$/; // belot/app/storage.py TAB_ID
  try {
    const { locks } = navigator;
    if (!locks || typeof crypto?.randomUUID !== "function") return;
    const kept = sessionStorage.getItem(KEY);
    const asked = {
      id: kept !== null && ID.test(kept) ? kept : crypto.randomUUID(),
      granted: null, // true or false once the browser has answered
      held: null, // the names of the locks held, once it has said
    };
    const granted = new Promise((resolve, reject) => {
      locks
        .request(LOCK + asked.id, { ifAvailable: true }, (lock) => {
          resolve(lock !== null);
          // Held until the tab goes away: a promise that never settles.
          return lock === null ? null : new Promise(() => {});
        })
        .catch(reject);
    });
    const held = locks.query().then((state) => state.held.map((lock) => String(lock.name)));
    asked.answered = Promise.all([granted, held]).then(
      ([isGranted, names]) => {
        asked.held = names;
        asked.granted = isGranted;
      },
      () => {
        asked.granted = false; // Python asks again
      },
    );
    globalThis.belotTabAsked = asked;
  } catch {
    // No sessionStorage (a browser that refuses storage), or no locks: Python asks.
  }
})();
