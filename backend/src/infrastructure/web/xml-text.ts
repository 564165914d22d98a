/**
 * Text for XML documents we write (the sitemap and the RSS feeds). Every field goes through one of these, so a stray
 * character in an article (a control character pasted from a word processor, half of an emoji cut by a length limit)
 * can never make a feed or sitemap unreadable.
 */

/**
 * Everything outside XML 1.0's Char production (#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]):
 * the C0 controls but tab, line feed and carriage return, U+FFFE and U+FFFF, and (with the `u` flag a lone surrogate is
 * one code point of its own) unpaired surrogates. A parser must refuse a document holding any of them, even in CDATA.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text without the characters XML 1.0 does not allow. */
export const xmlChars = (text: string): string => text.replace(NOT_XML_CHAR, '');

/** Text for an XML element or attribute value: invalid characters dropped, markup characters escaped. */
export const escapeXml = (text: string): string =>
  xmlChars(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Text (HTML, say) as one CDATA section: invalid characters dropped, a `]]>` inside split across two sections. */
export const cdata = (text: string): string => `<![CDATA[${xmlChars(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
