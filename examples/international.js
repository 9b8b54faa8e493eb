// The page's own script: it hears the shopper's choice of market (`shop-embed:localization:change`) and says it, as a
// site would to change its own texts or its links to the shop's other domains.
const log = document.getElementById('market-log');
document.addEventListener('shop-embed:localization:change', (event) => {
  const { country, language, currency } = event.detail;
  log.textContent = `The page is now in ${country}'s market: prices in ${currency}, product texts in ${language}.`;
});
