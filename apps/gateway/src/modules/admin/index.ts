// The admin module's front door: its routes, the audit log every staff action writes to, and
// the LIKE escaping its customer search shares with the order searches.
export { registerAdminRoutes } from './admin.routes';
export { writeAudit } from './audit';
export { escapeLike } from './customer-lookup.service';
