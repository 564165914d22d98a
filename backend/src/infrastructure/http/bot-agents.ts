/** User agents of crawlers, link previewers, monitors and scripted or headless browsers: their visits are not readers'. */
const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|skype|headless|lighthouse|pagespeed|phantomjs|puppeteer|playwright|selenium|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|httpclient|libwww|monitor|uptime|pingdom|preview/i;

/**
 * Whether a request's User-Agent is a machine's (or missing): the readers' counts (article views, ad impressions and
 * clicks) leave these out.
 */
export const isBot = (userAgent: string | undefined): boolean => !userAgent || userAgent.length < 8 || BOTS.test(userAgent);
