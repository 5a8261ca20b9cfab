import { describe, expect, it } from 'vitest';
import { answerQuestion, buildHelpIndex, type HelpDocument } from './help-search';

const page = (id: string, title: string, description: string, passages: string[]): HelpDocument => ({
  id,
  href: `/${id}`,
  title,
  description,
  passages,
});

const german = buildHelpIndex([
  page('service/lieferzeiten', 'Lieferzeiten', 'Wie lange die Lieferung Ihrer Bestellung dauert.', [
    'Lieferzeiten',
    'Die Standardlieferung dauert 2–4 Werktage ab Bestellung, die Expresslieferung 1–2 Werktage.',
    'Brillen mit Korrektionsgläsern werden für Sie gefertigt und brauchen einige Werktage mehr.',
  ]),
  page('service/versandkosten', 'Versandkosten', 'Was der Versand kostet.', [
    'Der Standardversand kostet 4,95 € und ist ab 49 € Bestellwert kostenlos. Express kostet 9,95 €.',
  ]),
  page('service/passwort-vergessen', 'Passwort vergessen', 'So setzen Sie Ihr Passwort zurück.', [
    'Klicken Sie beim Anmelden auf „Passwort vergessen?“ und geben Sie Ihre E-Mail-Adresse ein.',
  ]),
]);

describe('the support chat’s help search', () => {
  it('answers with the passage that fits the question and names the pages it used', () => {
    const answer = answerQuestion(german, 'Was kostet der Versand?');
    expect(answer?.text).toContain('4,95 €');
    expect(answer?.sources[0]).toEqual({ title: 'Versandkosten', href: '/service/versandkosten' });
  });

  it('finds words as the start of longer ones and ignores case and umlauts', () => {
    const answer = answerQuestion(german, 'wie lange dauert die EXPRESS lieferung');
    expect(answer?.text).toContain('Expresslieferung 1–2 Werktage');
    expect(answer?.sources.map((source) => source.href)).toContain('/service/lieferzeiten');
  });

  it('tolerates a typo in a longer word', () => {
    expect(answerQuestion(german, 'Pasword vergesen')?.sources[0]?.href).toBe('/service/passwort-vergessen');
  });

  it('has no answer when nothing matches or nothing was asked', () => {
    expect(answerQuestion(german, 'Pizza Margherita')).toBeNull();
    expect(answerQuestion(german, '?? !')).toBeNull();
  });

  it('gives at most three sources', () => {
    const many = buildHelpIndex(
      ['a', 'b', 'c', 'd', 'e'].map((id) =>
        page(id, `Versand ${id}`, 'Versand', ['Versand ist schnell und günstig.']),
      ),
    );
    expect(answerQuestion(many, 'Versand')?.sources).toHaveLength(3);
  });
});

describe('the answer passage', () => {
  it('finds a question’s word inside a German compound', () => {
    const index = buildHelpIndex([
      page('service/lieferzeiten', 'Lieferzeiten', 'Wie lange es dauert.', [
        'Brillen mit Sehstärke werden gefertigt und dauern einige Werktage länger als Artikel ab Lager.',
        'Die Standardlieferung dauert 2–4 Werktage ab Bestellung, die Expresslieferung 1–2 Werktage.',
      ]),
    ]);
    expect(answerQuestion(index, 'Wie lange dauert die Lieferung?')?.text).toContain('Standardlieferung');
  });
});
