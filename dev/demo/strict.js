// The owner's init moved into a file, as a strict CSP requires: load widget.js from the CDN, then call
// BooklaWidgets.init* directly. Any CSP violation on the page is listed so it cannot go unnoticed.
(function () {
  'use strict';
  var status = document.querySelector('[data-status]');
  var violations = [];
  document.addEventListener('securitypolicyviolation', function (e) {
    violations.push(e.violatedDirective + ' ' + (e.blockedURI || 'inline'));
    var out = document.querySelector('[data-violations]');
    out.textContent = 'CSP violations: ' + violations.join(', ');
    out.dataset.tone = 'error';
  });

  fetch('/demo-config.json')
    .then(function (r) { return r.json(); })
    .then(function (where) {
      return fetch(where.sandboxUrl + '/sandbox/info')
        .then(function (r) { if (!r.ok) throw new Error('GET /sandbox/info answered ' + r.status); return r.json(); })
        .then(function (info) {
          var base = { apiKey: info.apiKey, companyId: info.companyId, apiUrl: where.apiUrl };
          var script = document.createElement('script');
          script.src = where.scriptUrl;
          script.onload = function () {
            var W = window.BooklaWidgets;
            W.initBookingWidget('#strict-booking', Object.assign({ serviceId: info.services.fixed }, base));
            W.initSubscriptionWidget('#strict-subscription', base);
            W.initGiftCardWidget(document.getElementById('strict-gift-card'), base);
            status.textContent = 'Started. CSP violations so far: ' + violations.length + '.';
          };
          document.head.appendChild(script);
        });
    })
    .catch(function (error) {
      console.error(error);
      status.textContent = 'The demo could not start: ' + error.message;
      status.dataset.tone = 'error';
    });
})();
