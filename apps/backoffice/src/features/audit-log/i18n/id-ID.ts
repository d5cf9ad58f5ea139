import type { AUDIT_LOG_EN_US } from './en-US';

/** Indonesian texts of the audit log. */
export const AUDIT_LOG_ID_ID = {
  'backoffice.auditLog.nav': 'Log audit',
  'backoffice.auditLog.title': 'Log audit',
  'backoffice.auditLog.description':
    'Apa yang diubah staf, pelanggan, dan proses otomatis, terbaru lebih dulu.',
  'backoffice.auditLog.filters': 'Saring log audit',
  'backoffice.auditLog.actor': 'Pelaku',
  'backoffice.auditLog.actor.customer': 'Pelanggan',
  'backoffice.auditLog.actor.staff': 'Staf',
  'backoffice.auditLog.actor.system': 'Proses sistem',
  'backoffice.auditLog.actorId': 'ID pelaku',
  'backoffice.auditLog.entity': 'Jenis data',
  'backoffice.auditLog.entityId': 'ID data',
  'backoffice.auditLog.empty': 'Tidak ada catatan yang cocok.',
  'backoffice.auditLog.table': 'Catatan log audit, terbaru lebih dulu',
  'backoffice.auditLog.column.at': 'Waktu',
  'backoffice.auditLog.column.actor': 'Pelaku',
  'backoffice.auditLog.column.action': 'Tindakan',
  'backoffice.auditLog.column.record': 'Data',
  'backoffice.auditLog.column.details': 'Rincian',
  'backoffice.auditLog.showRecord': 'Tampilkan datanya',
} as const satisfies Record<keyof typeof AUDIT_LOG_EN_US, string>;
