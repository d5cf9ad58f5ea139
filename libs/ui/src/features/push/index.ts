// Web push (no route): the app shell calls usePush (or startPush) when a Firebase config is given.
export * from './messaging-sdk';
export * from './push-registration';
export * from './push-support';
export * from './push-toast';
export * from './service-worker-registration';
export * from './start-push';
export * from './use-push';
