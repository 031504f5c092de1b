// The site owner's init code shared by every host page (kept in a file so the CSP-strict page needs no
// inline script). What to mount comes from the `setup` query parameter (JSON), never from ids written
// here: { widgets: [{ type: 'booking' | 'subscription' | 'giftcard', target: '#el', config: {...} }],
//         manual?: true }  (manual: wait for window.__bookla.init(), used to measure style leaks).
(function () {
  'use strict';
  var INIT = { booking: 'initBookingWidget', subscription: 'initSubscriptionWidget', giftcard: 'initGiftCardWidget' };
  var state = { handles: [], errors: [], csp: [], events: [], initCount: 0, destroyCount: 0 };
  window.__bookla = state;

  document.addEventListener('securitypolicyviolation', function (e) {
    state.csp.push(e.violatedDirective + ' ' + e.blockedURI);
  });
  ['ready', 'step-change', 'booking-confirmed', 'booking-pending', 'booking-failed', 'purchase-started',
    'purchase-succeeded', 'purchase-failed', 'error'].forEach(function (name) {
    document.addEventListener('bookla:' + name, function (e) {
      state.events.push({ name: name, detail: e.detail });
    });
  });

  var setup;
  try {
    setup = JSON.parse(new URLSearchParams(location.search).get('setup') || '{"widgets":[]}');
  } catch (e) {
    state.errors.push('bad setup: ' + e.message);
    setup = { widgets: [] };
  }

  function whenLoaded(fn) {
    if (window.BooklaWidgets) return fn();
    // widget.js may still be on its way (async tag): wait for it, as the snippet's queue would.
    var tries = 0;
    var timer = setInterval(function () {
      if (window.BooklaWidgets || ++tries > 200) {
        clearInterval(timer);
        if (window.BooklaWidgets) fn();
        else state.errors.push('BooklaWidgets never defined');
      }
    }, 25);
  }

  state.init = function () {
    whenLoaded(function () {
      setup.widgets.forEach(function (w) {
        try {
          state.handles.push(window.BooklaWidgets[INIT[w.type]](w.target, w.config));
        } catch (e) {
          state.errors.push(String(e && e.message || e));
        }
      });
      state.initCount++;
    });
  };
  state.destroy = function () {
    state.handles.splice(0).forEach(function (h) {
      try { h.destroy(); } catch (e) { state.errors.push(String(e && e.message || e)); }
    });
    state.destroyCount++;
  };

  var initButton = document.getElementById('spa-init');
  var destroyButton = document.getElementById('spa-destroy');
  if (initButton) initButton.addEventListener('click', function () { state.init(); });
  if (destroyButton) destroyButton.addEventListener('click', function () { state.destroy(); });

  if (!setup.manual) state.init();
})();
