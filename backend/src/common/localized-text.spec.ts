import { ForbiddenException } from '@nestjs/common';
import { detailIn, localizableOf, localizedDetail } from './localized-detail';
import { asText, bilingual, joinTexts, text } from './localized-text';

describe('localized texts', () => {
  it('render spec messages (libs) and server messages in either language', () => {
    expect(text('streetRequired').render('fr')).toBe("L'adresse municipale est obligatoire");
    expect(text('countryNotFound').render('en')).toBe('Country not found.');
    expect(text('countryNotFound').render('fr')).toBe('Pays introuvable.');
    expect(String(text('countryNotFound'))).toBe('Country not found.');
  });

  it('fill placeholders, localizing values that are texts themselves', () => {
    const problem = text('regionNotInCountry', { region: 'ON', country: bilingual('United States', 'États-Unis') });
    expect(problem.render('en')).toBe('ON is not a region of United States.');
    expect(problem.render('fr')).toBe("ON n'est pas une région de ce pays (États-Unis).");
    const field = text('contactFieldProblem', { field: text('contactFieldEmail'), problem: text('invalidEmailFormat') });
    expect(field.render('fr')).toBe("courriel : Format d'adresse courriel invalide");
  });

  it('join texts and accept fixed texts where no key exists', () => {
    const both = joinTexts([text('streetRequired'), text('cityRequired')]);
    expect(both.render('en')).toBe('Street Address is required; City is required');
    expect(both.render('fr')).toBe("L'adresse municipale est obligatoire; La ville est obligatoire");
    expect(asText('cityRequired').render('fr')).toBe('La ville est obligatoire');
    expect(asText('billingName is required').render('fr')).toBe('billingName is required');
  });

  it('refuses an unknown key', () => {
    expect(() => text('noSuchMessage' as never)).toThrow('Unknown message key: noSuchMessage');
  });
});

describe('localizedDetail', () => {
  it('is the English {detail} for whoever reads the exception, with the text kept out of sight for the filter', () => {
    const error = new ForbiddenException(localizedDetail('otherUserAddress'));
    expect(error.getResponse()).toEqual({ detail: 'You can only change your own billing address.' });
    expect(JSON.stringify(error.getResponse())).toBe('{"detail":"You can only change your own billing address."}');
    expect({ ...(error.getResponse() as object) }).toEqual({ detail: 'You can only change your own billing address.' });
    expect(localizableOf(error.getResponse())?.render('fr')).toBe('Vous ne pouvez modifier que votre propre adresse de facturation.');
    expect(localizableOf({ detail: 'plain' })).toBeUndefined();
  });

  it('keeps extra fields, and detailIn answers a confirmation in one language', () => {
    expect(localizedDetail('productNotFound', undefined, { id: 3 })).toEqual({ id: 3, detail: 'Product not found' });
    expect(detailIn('fr', 'contactSent')).toEqual({ detail: 'Merci, votre message a été envoyé. Nous vous répondrons par courriel.' });
  });
});
