// The languages example's own words, and its language switch. Runs before ShopEmbed (a plain script in <head>): `?lang=`
// becomes <html lang> (and `dir` for Arabic), which the first script reads to load that language's pack.
(() => {
  const words = {
    en: [
      'One shop, ten languages',
      'Every word the widgets say comes in the page’s language; prices follow the shopper’s locale.',
      'Language',
      'Skip to main content',
    ],
    fr: [
      'Une boutique, dix langues',
      'Chaque mot des widgets est dans la langue de la page ; les prix suivent la langue de l’acheteur.',
      'Langue',
      'Aller au contenu principal',
    ],
    de: [
      'Ein Shop, zehn Sprachen',
      'Jedes Wort der Widgets steht in der Sprache der Seite; Preise folgen dem Gebietsschema des Käufers.',
      'Sprache',
      'Zum Hauptinhalt springen',
    ],
    es: [
      'Una tienda, diez idiomas',
      'Cada palabra de los widgets está en el idioma de la página; los precios siguen la configuración regional del comprador.',
      'Idioma',
      'Saltar al contenido principal',
    ],
    it: [
      'Un negozio, dieci lingue',
      'Ogni parola dei widget è nella lingua della pagina; i prezzi seguono le impostazioni locali di chi acquista.',
      'Lingua',
      'Vai al contenuto principale',
    ],
    nl: [
      'Eén winkel, tien talen',
      'Elk woord van de widgets staat in de taal van de pagina; prijzen volgen de landinstelling van de klant.',
      'Taal',
      'Ga naar de hoofdinhoud',
    ],
    'pt-BR': [
      'Uma loja, dez idiomas',
      'Cada palavra dos widgets está no idioma da página; os preços seguem a localidade de quem compra.',
      'Idioma',
      'Pular para o conteúdo principal',
    ],
    ja: [
      'ひとつのショップ、10の言語',
      'ウィジェットの言葉はすべてページの言語で表示され、価格はお客様の地域の形式に従います。',
      '言語',
      'メインコンテンツへスキップ',
    ],
    'zh-CN': ['一个店铺，十种语言', '小组件的每个字都使用页面的语言，价格遵循顾客所在地区的格式。', '语言', '跳转到主要内容'],
    ar: [
      'متجر واحد بعشر لغات',
      'كل كلمة في عناصر المتجر تظهر بلغة الصفحة، والأسعار تتبع إعدادات المتسوق المحلية.',
      'اللغة',
      'انتقل إلى المحتوى الرئيسي',
    ],
  };
  const root = document.documentElement;
  const set = (lang) => {
    const code = Object.hasOwn(words, lang) ? lang : 'en';
    root.lang = code;
    root.dir = code === 'ar' ? 'rtl' : 'ltr';
    const [heading, intro, language, skip] = words[code];
    const say = { heading, intro, language, skip };
    document.querySelectorAll('[data-say]').forEach((el) => (el.textContent = say[el.dataset.say]));
    const select = document.getElementById('language');
    if (select) select.value = code;
    return code;
  };
  set(new URLSearchParams(location.search).get('lang') ?? 'en');
  document.addEventListener('DOMContentLoaded', () => {
    set(root.lang);
    document.getElementById('language').addEventListener('change', (event) => {
      const code = set(event.target.value);
      history.replaceState(null, '', `?lang=${code}`);
      window.ShopEmbed.setLanguage(code);
    });
  });
})();
