/*
 * A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js) for the browser tests, served by the test at
 * Stripe's own address so the page's Content-Security-Policy treats it as Stripe's script. It does what the product
 * uses, the way Stripe.js does it: window.Stripe(key) with elements(), card Elements mounted as iframes from
 * https://js.stripe.com (their inputs post their state to this page), a <style> element inserted in the page, and
 * confirmCardPayment() as a form-encoded POST to https://api.stripe.com/v1/payment_intents/<id>/confirm carrying the
 * publishable key (no custom header, so no CORS preflight). The test answers that call from its fake Stripe server.
 */
(function () {
  'use strict';
  var FRAME_URL = 'https://js.stripe.com/v3/elements-inner-card.html';
  var TITLES = {
    cardNumber: 'Secure card number input frame',
    cardExpiry: 'Secure expiration date input frame',
    cardCvc: 'Secure CVC input frame',
  };
  var counter = 0;

  function addStyle() {
    if (document.getElementById('fake-stripe-style')) return;
    var style = document.createElement('style');
    style.id = 'fake-stripe-style';
    style.textContent =
      '.__PrivateStripeElement { margin: 0 !important; padding: 0 !important; border: none !important; display: block !important; }';
    document.head.appendChild(style);
  }

  function Element(type, options) {
    this.type = type;
    this.id = 'fake-stripe-' + type + '-' + ++counter;
    this.options = options || {};
    this.handlers = {};
    this.value = '';
    this.complete = false;
    this.frame = null;
    var self = this;
    this.onMessage = function (event) {
      var data = event.data;
      if (event.origin !== 'https://js.stripe.com' || !data || data.fakeStripeElement !== self.id) return;
      if (data.event === 'ready') return self.emit('ready', { elementType: self.type });
      self.value = data.value;
      self.complete = data.complete;
      self.emit('change', { elementType: self.type, empty: data.value === '', complete: data.complete, error: undefined });
    };
    window.addEventListener('message', this.onMessage);
  }
  Element.prototype.on = function (name, handler) {
    (this.handlers[name] = this.handlers[name] || []).push(handler);
    return this;
  };
  Element.prototype.off = function (name, handler) {
    this.handlers[name] = (this.handlers[name] || []).filter(function (h) {
      return h !== handler;
    });
    return this;
  };
  Element.prototype.once = Element.prototype.on;
  Element.prototype.emit = function (name, payload) {
    (this.handlers[name] || []).forEach(function (handler) {
      handler(payload);
    });
  };
  Element.prototype.mount = function (target) {
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    addStyle();
    var wrapper = document.createElement('div');
    wrapper.className = '__PrivateStripeElement';
    var frame = document.createElement('iframe');
    frame.name = this.id;
    frame.title = TITLES[this.type] || 'Secure input frame';
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('scrolling', 'no');
    frame.style.cssText = 'border: none !important; margin: 0 !important; padding: 0 !important; width: 100% !important; height: 24px;';
    frame.src = FRAME_URL + '#' + encodeURIComponent(JSON.stringify({ id: this.id, type: this.type, disabled: !!this.options.disabled }));
    wrapper.appendChild(frame);
    node.appendChild(wrapper);
    this.frame = frame;
  };
  Element.prototype.update = function (options) {
    for (var key in options) this.options[key] = options[key];
    if (this.frame && this.frame.contentWindow) {
      this.frame.contentWindow.postMessage({ fakeStripeElement: this.id, disabled: !!this.options.disabled }, 'https://js.stripe.com');
    }
  };
  Element.prototype.unmount = function () {
    if (this.frame && this.frame.parentNode) this.frame.parentNode.parentNode.removeChild(this.frame.parentNode);
    this.frame = null;
  };
  Element.prototype.destroy = function () {
    this.unmount();
    window.removeEventListener('message', this.onMessage);
  };
  Element.prototype.focus = function () {};
  Element.prototype.blur = function () {};
  Element.prototype.clear = function () {};

  function Elements() {
    this.created = {};
  }
  Elements.prototype.create = function (type, options) {
    var element = new Element(type, options);
    this.created[type] = element;
    return element;
  };
  Elements.prototype.getElement = function (type) {
    var name = typeof type === 'string' ? type : type && type.__elementType;
    return this.created[name] || null;
  };
  Elements.prototype.update = function () {};

  function encode(fields) {
    return Object.keys(fields)
      .map(function (key) {
        return encodeURIComponent(key) + '=' + encodeURIComponent(fields[key]);
      })
      .join('&');
  }

  window.Stripe = function (publishableKey) {
    var elements = null;
    return {
      _registerWrapper: function () {},
      registerAppInfo: function () {},
      elements: function () {
        elements = new Elements();
        return elements;
      },
      createToken: function () {
        return Promise.reject(new Error('not in the fake'));
      },
      createPaymentMethod: function () {
        return Promise.reject(new Error('not in the fake'));
      },
      confirmCardPayment: function (clientSecret, data) {
        var card = data && data.payment_method && data.payment_method.card;
        var all = elements ? elements.created : {};
        var number = card ? card.value : '';
        var intentId = clientSecret.split('_secret_')[0];
        return fetch('https://api.stripe.com/v1/payment_intents/' + encodeURIComponent(intentId) + '/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: encode({
            key: publishableKey,
            client_secret: clientSecret,
            'payment_method_data[type]': 'card',
            'payment_method_data[card][number]': number.replace(/\s+/g, ''),
            'payment_method_data[card][exp]': all.cardExpiry ? all.cardExpiry.value : '',
            'payment_method_data[billing_details][name]': (data.payment_method.billing_details || {}).name || '',
          }),
        })
          .then(function (res) {
            return res.json();
          })
          .then(function (body) {
            return body.error ? { error: body.error } : { paymentIntent: body };
          });
      },
    };
  };
})();
