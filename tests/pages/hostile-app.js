// Another "framework" on the page: it claims the globals a widget might look for (React, preact, h,
// AMD define, module) and registers its own custom element. The widget must rely on none of them.
(function () {
  'use strict';
  function createElement(tag, props) {
    var el = document.createElement(tag);
    if (props && props.text) el.textContent = props.text;
    return el;
  }
  window.React = { version: '0.0.0-host', createElement: createElement, Component: function Host() {}, Fragment: 'hostfragment' };
  window.ReactDOM = { render: function () { throw new Error('host ReactDOM.render called'); }, createRoot: function () { throw new Error('host createRoot called'); } };
  window.preact = { h: createElement, render: function () { throw new Error('host preact.render called'); } };
  window.h = createElement;
  window.define = function () { throw new Error('host AMD define called'); };
  window.define.amd = {};
  window.process = { env: { NODE_ENV: 'development' } };
  window.__hostRenders = 0;

  class CmsCounter extends HTMLElement {
    connectedCallback() {
      var root = this.attachShadow({ mode: 'open' });
      var span = document.createElement('span');
      span.textContent = 'Visitors: 0';
      root.appendChild(span);
      var n = 0;
      this._timer = setInterval(function () { span.textContent = 'Visitors: ' + (++n); window.__hostRenders = n; }, 200);
    }
    disconnectedCallback() { clearInterval(this._timer); }
  }
  customElements.define('cms-counter', CmsCounter);
})();
