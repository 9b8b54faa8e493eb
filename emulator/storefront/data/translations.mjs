// @ts-check
// The demo shop's translations (what Translate & Adapt keeps for a real shop): product titles and descriptions in French,
// German and Japanese, by handle and LanguageCode. A product or language missing here reads in English, as a shop serves
// an untranslated field in its primary language.

/** @type {Record<string, Record<string, { title: string, html: string }>>} */
export const TRANSLATIONS = {
  'classic-cotton-tee': {
    FR: {
      title: 'T-shirt classique en coton',
      html: '<p>Un t-shirt de grammage moyen en <strong>coton 100 % biologique</strong> qui garde sa forme lavage après lavage.</p><ul><li>Coupe décontractée</li><li>Prérétréci</li></ul>',
    },
    DE: {
      title: 'Klassisches Baumwoll-T-Shirt',
      html: '<p>Ein mittelschweres T-Shirt aus <strong>100 % Bio-Baumwolle</strong>, das Wäsche für Wäsche seine Form behält.</p><ul><li>Lockere Passform</li><li>Vorgewaschen</li></ul>',
    },
    JA: {
      title: 'クラシック コットン Tシャツ',
      html: '<p><strong>オーガニックコットン100%</strong>のミドルウェイトTシャツ。洗濯を重ねても形が崩れません。</p><ul><li>リラックスフィット</li><li>防縮加工済み</li></ul>',
    },
  },
  'stoneware-mug': {
    FR: {
      title: 'Mug en grès',
      html: '<p>Mug de <strong>35 cl</strong> tourné à la main, émaillé à l’intérieur comme à l’extérieur.</p><p>Passe au lave-vaisselle.</p>',
    },
    DE: {
      title: 'Steinzeugbecher',
      html: '<p>Auf der Töpferscheibe gedrehter Becher mit <strong>350 ml</strong>, innen und außen glasiert.</p><p>Spülmaschinenfest.</p>',
    },
    JA: {
      title: 'ストーンウェア マグ',
      html: '<p>ろくろで成形した<strong>350 ml</strong>のマグ。内側も外側も釉薬仕上げです。</p><p>食洗機対応。</p>',
    },
  },
  'house-blend-whole-bean': {
    FR: {
      title: 'Mélange maison en grains',
      html: '<p>Notes de <em>chocolat au lait, noisette et pomme rouge</em>.</p><ul><li>Origine : Brésil et Colombie</li><li>Torréfaction : moyenne</li></ul>',
    },
    DE: {
      title: 'Hausmischung, ganze Bohne',
      html: '<p>Noten von <em>Milchschokolade, Haselnuss und rotem Apfel</em>.</p><ul><li>Herkunft: Brasilien und Kolumbien</li><li>Röstung: mittel</li></ul>',
    },
    JA: {
      title: 'ハウスブレンド（豆）',
      html: '<p><em>ミルクチョコレート、ヘーゼルナッツ、赤りんご</em>の風味。</p><ul><li>産地：ブラジル、コロンビア</li><li>焙煎：中煎り</li></ul>',
    },
  },
  'waxed-canvas-tote': {
    FR: { title: 'Cabas en toile cirée', html: '<p>Toile cirée déperlante et <strong>anses en cuir</strong>.</p>' },
    DE: { title: 'Tragetasche aus gewachstem Canvas', html: '<p>Wasserabweisendes gewachstes Canvas mit <strong>Ledergriffen</strong>.</p>' },
    JA: { title: 'ワックスキャンバス トートバッグ', html: '<p>撥水性のあるワックスキャンバスに<strong>レザーハンドル</strong>。</p>' },
  },
  'gooseneck-pour-over-kettle': {
    FR: {
      title: 'Bouilloire col de cygne',
      html: '<p>Un <em>bec col de cygne</em> précis pour un versement lent et régulier.</p><ul><li>Contenance 1 L</li><li>Gaz, électrique et induction</li></ul>',
    },
    DE: {
      title: 'Schwanenhals-Wasserkessel',
      html: '<p>Ein präziser <em>Schwanenhals-Ausguss</em> für langsames, gleichmäßiges Aufgießen.</p><ul><li>1 l Fassungsvermögen</li><li>Für Gas, Elektro und Induktion</li></ul>',
    },
    JA: {
      title: 'グースネック ドリップケトル',
      html: '<p>ゆっくり均一に注げる、精密な<em>グースネック注ぎ口</em>。</p><ul><li>容量1 L</li><li>ガス・電気・IH対応</li></ul>',
    },
  },
  'everyday-hoodie': {
    FR: {
      title: 'Sweat à capuche du quotidien',
      html: '<p>Sweat à capuche en molleton gratté avec <em>capuche doublée</em>.</p><ul><li>Poche kangourou</li><li>Poignets côtelés</li></ul>',
    },
    DE: {
      title: 'Alltags-Hoodie',
      html: '<p>Hoodie aus angerauter Sweatware mit <em>doppellagiger Kapuze</em>.</p><ul><li>Kängurutasche</li><li>Rippbündchen</li></ul>',
    },
    JA: {
      title: 'エブリデイ パーカー',
      html: '<p>裏起毛フリースに<em>二重仕立てのフード</em>。</p><ul><li>カンガルーポケット</li><li>リブ袖口</li></ul>',
    },
  },
  'merino-crew-sweater': {
    FR: {
      title: 'Pull col rond en mérinos',
      html: '<p><em>Mérinos extra-fin</em> en jauge fine, chaud sans être épais.</p><p>Lavage à la main à froid, séchage à plat.</p>',
    },
    DE: {
      title: 'Merino-Pullover mit Rundhals',
      html: '<p>Feinstrick aus <em>extrafeiner Merinowolle</em>, warm ohne aufzutragen.</p><p>Kalte Handwäsche, liegend trocknen.</p>',
    },
    JA: {
      title: 'メリノ クルーネックセーター',
      html: '<p>ハイゲージの<em>エクストラファインメリノ</em>。軽いのに暖かい一枚です。</p><p>冷水で手洗い、平干し。</p>',
    },
  },
  'ribbed-wool-beanie': {
    FR: { title: 'Bonnet côtelé en laine', html: '<p>Grosse maille côtelée en <strong>laine d’agneau</strong>. Taille unique.</p>' },
    DE: { title: 'Gerippte Wollmütze', html: '<p>Grobe Rippenstrickmütze aus <strong>Lammwolle</strong>. Einheitsgröße.</p>' },
    JA: { title: 'リブ編み ウールビーニー', html: '<p><strong>ラムウール</strong>のざっくりリブ編み。フリーサイズ。</p>' },
  },
};
