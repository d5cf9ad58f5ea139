// The local payment simulator's stand-in for Xendit.js v3 (served at /dev/payments/xendit.js
// outside production, only with the simulator; docs/decisions/280-card-tokenization-and-installment.md).
// It speaks the part of Xendit.js the storefront uses — Xendit.setPublishableKey and
// Xendit.card.createToken(tokenData, callback) with the same field names and answer — so the
// storefront's real card screen runs unchanged in development and in the journeys.
// Like Xendit.js it runs in the browser and the whole card number and security code never leave
// it: the token it makes carries only the masked digits (first six, last four), as Xendit's
// masked card number does. It sends nothing anywhere.
(function () {
  'use strict';

  function digits(value) {
    return String(value == null ? '' : value).replace(/\s+/g, '');
  }

  function passesLuhn(number) {
    let sum = 0;
    for (let i = 0; i < number.length; i += 1) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  function validateCardNumber(number) {
    const plain = digits(number);
    return /^\d{12,19}$/.test(plain) && passesLuhn(plain);
  }

  function validateExpiry(month, year) {
    const m = Number(month);
    const y = Number(year);
    if (!Number.isInteger(m) || m < 1 || m > 12 || !/^\d{4}$/.test(String(year))) return false;
    const now = new Date();
    return y > now.getFullYear() || (y === now.getFullYear() && m >= now.getMonth() + 1);
  }

  function validateCvn(cvn) {
    return /^\d{3,4}$/.test(String(cvn == null ? '' : cvn));
  }

  function brandOf(number) {
    if (/^4/.test(number)) return 'VISA';
    if (/^(5[1-5]|2[2-7])/.test(number)) return 'MASTERCARD';
    if (/^3[47]/.test(number)) return 'AMEX';
    if (/^35/.test(number)) return 'JCB';
    return 'UNKNOWN';
  }

  function randomHex(bytes) {
    const values = new Uint8Array(bytes);
    crypto.getRandomValues(values);
    return Array.prototype.map
      .call(values, function (value) {
        return value.toString(16).padStart(2, '0');
      })
      .join('');
  }

  let publishableKey = null;

  function createToken(tokenData, callback) {
    const data = tokenData || {};
    const number = digits(data.card_number);
    // Answered asynchronously, as Xendit.js answers after its network call.
    function answer(error, token) {
      setTimeout(function () {
        callback(error, token);
      }, 0);
    }
    if (!publishableKey) {
      return answer({ error_code: 'API_VALIDATION_ERROR', message: 'Publishable key is not set' });
    }
    if (!data.is_multiple_use && (isNaN(data.amount) || Number(data.amount) < 0)) {
      return answer({
        error_code: 'VALIDATION_ERROR',
        message: 'Amount must be a number equal or greater than 0',
      });
    }
    if (!validateCardNumber(number)) {
      return answer({ error_code: 'VALIDATION_ERROR', message: 'Card number is invalid' });
    }
    if (!validateExpiry(data.card_exp_month, data.card_exp_year)) {
      return answer({ error_code: 'VALIDATION_ERROR', message: 'Card expiration date is invalid' });
    }
    if (!validateCvn(data.card_cvn)) {
      return answer({ error_code: 'VALIDATION_ERROR', message: 'Card CVN is invalid' });
    }
    const bin = number.slice(0, 6);
    const last4 = number.slice(-4);
    answer(null, {
      id: 'simtok-' + bin + last4 + '-' + randomHex(16),
      status: 'VERIFIED',
      masked_card_number: bin + 'X'.repeat(number.length - 10) + last4,
      card_info: { brand: brandOf(number) },
    });
  }

  window.Xendit = {
    setPublishableKey: function (key) {
      publishableKey = key;
    },
    card: {
      createToken: createToken,
      validateCardNumber: validateCardNumber,
      validateExpiry: validateExpiry,
      validateCvn: validateCvn,
    },
  };
})();
