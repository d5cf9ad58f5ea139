/* global self, importScripts, firebase */
// The push service worker of the storefront apps, served as /firebase-messaging-sw.js. It runs
// outside the bundle, so each app serves it at its site root together with the Firebase SDK's
// own worker builds, copied from the installed package (node_modules/firebase/
// firebase-app-compat.js and firebase-messaging-compat.js): same origin, no CDN, and always the
// version of the page's SDK (see ../README.md). The page registers it under the SDK's scope with
// the web config in the query string (service-worker-registration.ts), because one static file
// serves every market.
//
// The SDK does the work: with no storefront tab in front it shows the notification of a
// message and opens its link when clicked; with one in front it hands the message to the page
// (onMessage there refreshes the lists and shows the toast).
importScripts('/firebase-app-compat.js', '/firebase-messaging-compat.js');

const CONFIG_FIELDS = [
  'apiKey',
  'authDomain',
  'projectId',
  'storageBucket',
  'messagingSenderId',
  'appId',
  'measurementId',
];
// Without these the SDK cannot even start: the worker then stays idle instead of failing.
const REQUIRED_FIELDS = ['apiKey', 'projectId', 'messagingSenderId', 'appId'];

const query = new URL(self.location.href).searchParams;
const config = {};
CONFIG_FIELDS.forEach(function (field) {
  const value = query.get(field);
  if (value) config[field] = value;
});

if (
  REQUIRED_FIELDS.every(function (field) {
    return Boolean(config[field]);
  })
) {
  firebase.initializeApp(config);
  firebase.messaging();
}

// A new version of this file takes over at once instead of waiting for every tab to close, so
// a changed SDK version never runs beside the old worker.
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});
