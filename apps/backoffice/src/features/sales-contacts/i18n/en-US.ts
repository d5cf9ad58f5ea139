const messages = {
  'backoffice.salesContacts.nav': 'Sales contacts',
  'backoffice.salesContacts.title': 'Sales contacts',
  'backoffice.salesContacts.description':
    'Every new customer is assigned the active contact who was assigned least recently, and sees that contact’s WhatsApp number in the shop. A contact taken out of the rotation keeps their customers; move them one by one from Customers.',
  'backoffice.salesContacts.noneActive':
    'No contact is active: new customers get no sales contact until one is.',
  'backoffice.salesContacts.form.title': 'Add a sales contact',
  'backoffice.salesContacts.form.nama': 'Name',
  'backoffice.salesContacts.form.telepon': 'WhatsApp number',
  'backoffice.salesContacts.form.teleponHint': 'As written in the country, or with +country code.',
  'backoffice.salesContacts.form.submit': 'Add contact',
  'backoffice.salesContacts.form.done':
    '{name} is in the rotation: they take the next new customer.',
  'backoffice.salesContacts.list.title': 'Roster',
  'backoffice.salesContacts.caption':
    'Active contacts in the order they take new customers, then inactive ones',
  'backoffice.salesContacts.empty': 'No sales contacts yet.',
  'backoffice.salesContacts.column.name': 'Name',
  'backoffice.salesContacts.column.telepon': 'WhatsApp',
  'backoffice.salesContacts.column.state': 'Rotation',
  'backoffice.salesContacts.column.customers': 'Customers',
  'backoffice.salesContacts.column.lastAssigned': 'Last new customer',
  'backoffice.salesContacts.column.action': 'Action',
  'backoffice.salesContacts.state.next': 'Next',
  'backoffice.salesContacts.state.active': 'Active',
  'backoffice.salesContacts.state.inactive': 'Inactive',
  'backoffice.salesContacts.neverAssigned': 'Never',
  'backoffice.salesContacts.deactivate': 'Take {name} out of the rotation',
  'backoffice.salesContacts.reactivate': 'Put {name} back in the rotation',
  'backoffice.salesContacts.deactivated': '{name} gets no new customers now.',
  'backoffice.salesContacts.reactivated': '{name} is back in the rotation.',
} as const;

export type SalesContactsMessageId = keyof typeof messages;
export default messages;
