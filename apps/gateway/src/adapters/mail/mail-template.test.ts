import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail } from './mail-template';

const LINK = 'https://shop.example/id-ID/verify-email?token=a%2Bb&x=1';

describe('renderMail', () => {
  it('fills the catalogue text for the plain-text part and the subject', () => {
    const mail = renderMail({
      language: 'en',
      subject: 'Order {order}:\n  {status}',
      body: 'Hello {name},\n\nOpen:\n{link}',
      params: { name: 'Siti', link: LINK, order: 'IDL-1', status: 'Shipped' },
      links: ['link'],
    });
    expect(mail.subject).toBe('Order IDL-1: Shipped');
    expect(mail.body).toBe(`Hello Siti,\n\nOpen:\n${LINK}`);
  });

  it('escapes every value and the text itself in the HTML part, and links only web addresses', () => {
    const mail = renderMail({
      language: 'en',
      subject: 'Note for {name}',
      body: 'Hello {name} & co,\n\n{note}\n{link}\n{other}',
      params: {
        name: '<script>alert(1)</script>',
        note: '"quoted" \'single\' <b>bold</b> {link}',
        link: LINK,
        other: 'javascript:alert(1)',
      },
      links: ['link', 'other'],
    });
    expect(mail.html).not.toMatch(/<script>|<b>|href="javascript/);
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt; &amp; co,');
    expect(mail.html).toContain(
      '&quot;quoted&quot; &#39;single&#39; &lt;b&gt;bold&lt;/b&gt; {link}',
    );
    expect(mail.html).toContain(`<a href="${escapeHtml(LINK)}"`);
    expect(mail.html).toContain('<br>\njavascript:alert(1)</p>');
    expect(mail.html).toContain('<title>Note for &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    // Two paragraphs: the blank line of the catalogue text.
    expect(mail.html.match(/<p /g)).toHaveLength(2);
  });

  it.each([
    ['ar', 'rtl'],
    ['id', 'ltr'],
    ['th', 'ltr'],
    ['xx', 'ltr'],
  ])('writes %s mail with its direction (%s)', (language, direction) => {
    const mail = renderMail({ language, subject: 's', body: 'b', params: {} });
    const lang = language === 'xx' ? 'en' : language;
    expect(mail.html).toContain(`<html lang="${lang}" dir="${direction}">`);
  });
});
