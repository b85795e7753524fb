// Page views and searches by crawlers, previews, monitors, headless browsers and scripts are not
// counted. A user-agent check is a heuristic, and a cheap one: it only keeps honest bots out of
// the admin figures, which is what the report needs.
const BOT_AGENT =
  /bot[/;\s)-]|bot$|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|gtmetrix|preview|facebookexternalhit|embedly|quora link|whatsapp|telegram|curl\/|wget|python|httpclient|http-client|java\/|okhttp|axios|node-fetch|undici|^node$|go-http|libwww|phantomjs|uptime|monitor|pingdom|validator|feedfetcher|mediapartners/i;

export function isBot(userAgent: string | null | undefined): boolean {
  const agent = userAgent?.trim();
  // Browsers always send one; its absence means a script.
  if (!agent) return true;
  return BOT_AGENT.test(agent);
}
