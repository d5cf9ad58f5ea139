import type { SiteTexts } from './site-content';
import { paragraphs } from './site-content';

export const EN_SITE_TEXTS: SiteTexts = {
  cms: {
    seo_title: 'Import from China for your business | All-in prices, delivered in {country}',
    seo_description:
      'Search 1688 and Taobao or paste a product link, get one all-in price with freight, duties, customs and paperwork within {quoteWindow} hours, then pay and track your order to your door in {country}.',
    about_us: paragraphs(
      'We help business owners in {country} buy directly from factories and suppliers in China.',
      'Search products from 1688 and Taobao, or send us a link from 1688, Taobao or Alibaba. Our team checks the supplier, the variants and the quantities, and quotes one all-in price: the goods, our service fee, international freight, import duties and taxes, customs clearance and paperwork. Nothing is added after you pay.',
      'Membership is free. As your total orders grow you move from Silver to Gold and Diamond, with benefits such as free shipping, your logo on products, priority support and personal consultation.',
      'Every customer has a dedicated sales contact, reachable by phone and WhatsApp.',
    ),
    how_to_shop: paragraphs(
      '1. Find a product: search our catalogue or paste a product link from 1688, Taobao or Alibaba.',
      '2. Choose the variants and quantities. Each variant has a minimum quantity and may have to be ordered in multiples.',
      '3. Submit the products for an all-in price. Our team answers within {quoteWindow} hours. Variants cannot be changed once a price has been requested.',
      '4. Add the quoted variants to your cart, choose a delivery address, a courier and your vouchers, and check out. Each product must reach the minimum order of {minimumOrder}.',
      '5. Pay within {paymentWindowHours} hours with one of the payment methods offered at checkout. An unpaid order is cancelled automatically when its deadline passes.',
      '6. Follow your order on the Orders page until it is delivered, check the goods, and confirm receipt.',
    ),
    terms: paragraphs(
      'These terms apply to every purchase made through this storefront in {country}. By creating an account or placing an order you accept them.',
      '1. Account. Give accurate business and contact details and keep your password secret. You are responsible for the orders placed with your account.',
      '2. Prices. Products come from independent suppliers in China. A quoted all-in price covers the goods, our service fee, international freight, import duties and taxes, customs clearance and paperwork. It is valid until the payment deadline shown with the order.',
      '3. Orders and payment. An order is confirmed when its payment is received. An order not paid within {paymentWindowHours} hours of becoming payable is cancelled automatically. Each product must reach the minimum order of {minimumOrder}.',
      '4. Delivery. Delivery times depend on the shipping type (sea, air or land) and on customs clearance; the times shown are estimates. Addresses outside our couriers’ range cannot be served.',
      '5. Adjustments. If a supplier changes the price, stock or weight after you have paid, we contact you before going further. You may accept the adjustment or cancel and be refunded.',
      '6. Complaints and refunds follow our Refund Policy.',
      '7. Restricted goods. We do not import counterfeit goods or goods whose import into {country} is prohibited or restricted.',
      '8. Liability. Our liability for an order is limited to the amount paid for it, except where the law provides otherwise.',
      '9. Changes. We may update these terms. The version published when you place an order applies to that order.',
    ),
    privacy: paragraphs(
      'We process personal data to provide our service in {country} and protect it as the law of {country} requires.',
      'What we collect: your name, e-mail address, phone number, company details, delivery addresses, bank account details for refunds, your orders, and technical data such as device and browser identifiers.',
      'Why: to create and secure your account, quote and deliver your orders, process payments and refunds, send service messages by e-mail, WhatsApp and push notification, and improve our service. Marketing messages are sent only with your consent.',
      'Who receives it: suppliers, freight forwarders, customs brokers, couriers and payment providers, only as far as your order needs it, and authorities where the law requires it. Card details are handled by our payment provider and never stored by us.',
      'How long: while your account is active, and afterwards for the period the law requires for accounting records.',
      'Your rights: you may see, correct or delete your data and withdraw your consent at any time, in your profile or through your sales contact. Deleting your account ends access to it.',
    ),
    refund_policy: paragraphs(
      'Complaints are accepted up to {refundWindow} hours after you receive your order. Request a refund from the order’s page with photos or a video of the goods and their packaging.',
      '- Missing or wrong items, or items damaged in transit: we investigate with the courier and refund or resend the affected items.',
      '- Quality defects of the goods themselves are the responsibility of the Chinese supplier. We file the claim with the supplier for you and pass on the refund or replacement the supplier grants.',
      '- Requests made more than {refundWindow} hours after receipt, or for goods that have been used or altered, cannot be accepted.',
      '- Refunds are paid to the bank account saved in your profile.',
      'Confirming receipt completes the order and closes the complaint window, so please check your goods first.',
    ),
  },
  faq: [
    {
      question: 'What does the all-in price include?',
      answer:
        'The goods, our service fee, international freight, import duties and taxes, customs clearance and paperwork. Only local delivery to your address is chosen and shown separately at checkout.',
    },
    {
      question: 'How long does a price quote take?',
      answer:
        'Our team answers within {quoteWindow} hours. You are notified when the price is ready; the quoted variants can then be added to your cart.',
    },
    {
      question: 'Which marketplaces can I buy from?',
      answer:
        'You can search 1688 and Taobao in our catalogue, and send us product links from 1688, Taobao and Alibaba.',
    },
    {
      question: 'Is there a minimum order?',
      answer:
        'Each product must reach {minimumOrder}, and each variant the minimum quantity set by its supplier. Some variants are sold only in multiples of a fixed number.',
    },
    {
      question: 'How and when do I pay?',
      answer:
        'Choose one of the payment methods offered at checkout and pay within {paymentWindowHours} hours. An unpaid order is cancelled automatically when its deadline passes.',
    },
    {
      question: 'What if my goods arrive damaged or defective?',
      answer:
        'Send a complaint from the order’s page within {refundWindow} hours of receipt. Quality defects are the Chinese supplier’s responsibility: we file the claim with the supplier for you.',
    },
    {
      question: 'Is membership free?',
      answer:
        'Yes. Everyone starts at Silver. Total orders of {goldThreshold} bring Gold and {diamondThreshold} bring Diamond, with free shipping, logo printing, priority support and more.',
    },
  ],
};
