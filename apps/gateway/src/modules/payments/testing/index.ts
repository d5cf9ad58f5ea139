// What other modules' tests use of payments: a provider's capture played straight into the
// settlement path, as the webhooks apply it (a late capture of an ended attempt, money other than
// asked), where no webhook is configured in the test app.
export { applyProviderEvent } from '../payment-events.service';
