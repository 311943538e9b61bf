import {
  onlyPlaces,
  PlaceNameTable,
  placeNameTable,
  restorePlaces,
  standInPlaces,
  tidyFrenchArticles,
  writePlaces,
} from './apertium-place-names';
import { decodeSegment, encodeSegment } from './apertium-stream';
import { trackWords } from './apertium-tracking';
import { PLACE_NAMES } from './place-names';

const tracked = (text: string) => trackWords(encodeSegment(text)!.stream);
const enFr = placeNameTable('en', 'fr')!;
const frEn = placeNameTable('fr', 'en')!;
const names = (table: PlaceNameTable, text: string) => {
  const t = tracked(text);
  return table.find(t.words, t.separators).map((p) => `${p.indexes.map((i) => t.words[i]).join(' ')} → ${p.target}`);
};

describe('the place-name table', () => {
  it('has one entry per English name, each capitalised, with a French name', () => {
    const english = PLACE_NAMES.map((p) => p.en);
    expect(new Set(english).size).toBe(english.length);
    for (const place of PLACE_NAMES) {
      expect(place.en).toMatch(/^\p{Lu}/u);
      expect(place.fr.trim()).toBe(place.fr);
      expect(place.fr).not.toBe('');
    }
  });

  it('holds every US state, the provinces and territories of Canada', () => {
    const english = new Set(PLACE_NAMES.map((p) => p.en));
    const states = ['Alabama', 'Hawaii', 'New Mexico', 'North Carolina', 'Rhode Island', 'West Virginia', 'Wyoming'];
    const canada = [
      'British Columbia',
      'Nova Scotia',
      'Prince Edward Island',
      'Newfoundland and Labrador',
      'Northwest Territories',
      'Nunavut',
      'Yukon',
    ];
    for (const name of [...states, ...canada]) expect(english).toContain(name);
    expect(
      PLACE_NAMES.filter((p) =>
        /^(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)$/u.test(
          p.en,
        ),
      ),
    ).toHaveLength(50);
  });

  it('is only there for English ↔ French', () => {
    expect(placeNameTable('en', 'es')).toBeUndefined();
    expect(placeNameTable('fr', 'en')).toBeDefined();
  });
});

describe('PlaceNameTable.find', () => {
  it('finds names of one or several words, the longest first', () => {
    expect(names(enFr, 'From West Virginia to Virginia and New Mexico.')).toEqual([
      'West Virginia → Virginie-Occidentale',
      'Virginia → Virginie',
      'New Mexico → Nouveau-Mexique',
    ]);
    expect(names(enFr, 'District of Columbia')).toEqual(['District of Columbia → district de Columbia']);
  });

  it('is case-sensitive: capitalised names only', () => {
    expect(names(enFr, 'a new mexico of sorts, in georgia')).toEqual([]);
  });

  it('leaves a name that is part of a longer proper noun, but not one after the first word of a sentence', () => {
    expect(names(enFr, 'He read Virginia Woolf and the New York Times in Air Canada planes.')).toEqual([]);
    expect(names(enFr, 'In California it rains. The Netherlands are flat.')).toEqual(['California → Californie', 'Netherlands → Pays-Bas']);
  });

  it('finds French names after an elided article and English ones before a possessive', () => {
    const t = tracked("La population de l'Ontario et du Nouveau-Mexique.");
    const found = frEn.find(t.words, t.separators);
    expect(found.map((p) => [p.prefix, p.target])).toEqual([
      ["l'", 'Ontario'],
      ['', 'New Mexico'],
    ]);
    const [texas] = (() => {
      const e = tracked("Texas's roads");
      return enFr.find(e.words, e.separators);
    })();
    expect([texas.target, texas.suffix]).toEqual(['Texas', "'s"]);
  });

  it('finds names in capitals, in a heading in capitals, and gives them in capitals', () => {
    expect(names(enFr, 'IN THE SUPREME COURT OF THE UNITED STATES')).toEqual(['UNITED STATES → ÉTATS-UNIS']);
    expect(names(frEn, 'COUR SUPRÊME DES ÉTATS-UNIS')).toEqual(['ÉTATS-UNIS → UNITED STATES']);
    expect(names(enFr, 'NEW YORK Times')).toEqual([]);
  });

  it('finds French names written in lower case also capitalised, at a sentence start', () => {
    expect(names(frEn, 'Îles Vierges')).toEqual(['Îles Vierges → Virgin Islands']);
  });
});

describe('place names in the stream', () => {
  it('writes a text of place names only without the engine and without an article', () => {
    for (const [source, french] of [
      ['Pennsylvania', 'Pennsylvanie'],
      ['North Carolina', 'Caroline du Nord'],
      ['District of Columbia', 'District de Columbia'],
      ['Rhode Island, Puerto Rico', 'Rhode Island, Porto Rico'],
    ]) {
      const t = tracked(source);
      const places = enFr.find(t.words, t.separators);
      expect(onlyPlaces(t, places)).toBe(true);
      expect(decodeSegment(writePlaces(t.stream, places))).toBe(french);
    }
    const t = tracked('Nevada has 1,543 checks');
    expect(onlyPlaces(t, enFr.find(t.words, t.separators))).toBe(false);
  });

  it('sends a stand-in the engine knows, one blank carrying the name’s indexes and its style', () => {
    const t = tracked('The ⟦b⟧population of New Mexico⟦/b⟧ grew.');
    const stream = standInPlaces(t.stream, enFr.find(t.words, t.separators));
    expect(stream).toContain('[[t:3; t:4; b]]Mexico[[/]]');
    expect(stream).not.toContain('New');
  });

  it('replaces the stand-in’s translation in its blank, keeping the articles the engine made', () => {
    const t = tracked('The population of New Mexico grew.');
    const places = enFr.find(t.words, t.separators);
    // As the en→es→fr pipeline answers the stand-in "Mexico".
    const out = '[[t:0]]La[[/]] [[t:1]]population[[/]] [[t:2; t:3; t:4]]du Mexique[[/]] [[t:5]]a[[/]] [[t:5]]grandi[[/]]..[]';
    expect(decodeSegment(restorePlaces(out, places))).toBe('La population du Nouveau-Mexique a grandi.');
  });

  it('puts the name in the name’s own blank when the engine lost the stand-in, never in a neighbour’s', () => {
    const t = tracked('He flew to Cairo and Germany.');
    const places = enFr.find(t.words, t.separators);
    const out = 'Il [[t:1]]a[[/]] [[t:1]]volé[[/]] [[t:2; t:3]]à Londres[[/]] [[t:4; t:5]]et[[/]] [[t:4; t:5]]*italia[[/]]..[]';
    expect(tidyFrenchArticles(decodeSegment(restorePlaces(out, places)), ['Le Caire', 'Allemagne'])).toBe(
      'Il a volé au Caire et Allemagne.',
    );
  });

  it('gives an English name its "the" unless the text has it, capitalised at the start', () => {
    const t = tracked('Les États-Unis et les Pays-Bas.');
    const places = frEn.find(t.words, t.separators);
    const out = '[[t:1]]Philippines[[/]] [[t:2]]and[[/]] [[t:3]]the[[/]] [[t:4]]Philippines[[/]]..[]';
    expect(decodeSegment(restorePlaces(out, places))).toBe('The United States and the Netherlands.');
  });
});

describe('tidyFrenchArticles', () => {
  it('removes articles the pivot doubles or puts before an elided one, only before the names given', () => {
    expect(tidyFrenchArticles('Les les Philippines, le le Royaume-Uni, aux les Pays-Bas', ['Philippines', 'Royaume-Uni', 'Pays-Bas'])).toBe(
      'Les Philippines, le Royaume-Uni, aux Pays-Bas',
    );
    expect(tidyFrenchArticles("Le l'Ontario, du l'Ontario, en le Royaume-Uni", ['Ontario', 'Royaume-Uni'])).toBe(
      "L'Ontario, de l'Ontario, au Royaume-Uni",
    );
    expect(tidyFrenchArticles('COUR SUPRÊME DES les ÉTATS-UNIS, EN LE ROYAUME-UNI', ['ÉTATS-UNIS', 'ROYAUME-UNI'])).toBe(
      'COUR SUPRÊME DES ÉTATS-UNIS, AU ROYAUME-UNI',
    );
    expect(tidyFrenchArticles('Les les chats', ['Philippines'])).toBe('Les les chats');
  });
});
