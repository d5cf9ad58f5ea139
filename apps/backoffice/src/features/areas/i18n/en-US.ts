const messages = {
  'backoffice.areas.nav': 'Delivery areas',
  'backoffice.areas.title': 'Delivery areas',
  'backoffice.areas.description':
    'Mark the areas couriers do not serve. Checkout and the shipping estimate then refuse addresses there ("outside the shipping range"), and every area below a not-served one is closed too.',
  'backoffice.areas.trail': 'Where you are',
  'backoffice.areas.top': 'All regions',
  'backoffice.areas.closedAbove':
    '{name} is not served: addresses below it are outside the shipping range whatever their own mark says.',
  'backoffice.areas.empty': 'No areas below this one.',
  'backoffice.areas.caption': 'Areas, in name order',
  'backoffice.areas.column.name': 'Area',
  'backoffice.areas.column.postalCode': 'Postal code',
  'backoffice.areas.column.state': 'Delivery',
  'backoffice.areas.column.action': 'Action',
  'backoffice.areas.level.region': 'Region',
  'backoffice.areas.level.province': 'Province',
  'backoffice.areas.level.city': 'City or regency',
  'backoffice.areas.level.district': 'District',
  'backoffice.areas.level.subdistrict': 'Subdistrict',
  'backoffice.areas.state.served': 'Served',
  'backoffice.areas.state.notServed': 'Not served',
  'backoffice.areas.state.closedAbove': 'Closed above',
  'backoffice.areas.markNotServed': 'Mark {name} not served',
  'backoffice.areas.markServed': 'Mark {name} served',
  'backoffice.areas.markedNotServed': '{name} is now not served.',
  'backoffice.areas.markedServed': '{name} is served again.',
} as const;

export type AreasMessageId = keyof typeof messages;
export default messages;
