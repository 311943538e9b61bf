/** Plain English sentences for Apertium tests and the throughput script. */
export const ENGLISH_SENTENCES = [
  'The company announced on Monday that it would open a new office in the city centre.',
  'Our team works every day to improve the quality of the translations we deliver to customers.',
  'The report describes the results of the study and explains the main conclusions.',
  'Please read the following instructions carefully before you sign the contract.',
  'The weather was cold and wet, so the children stayed at home and played games.',
  'In the first chapter, the author introduces the history of the small village.',
  'The government wants to reduce the cost of energy for families and small businesses.',
  'She opened the window, looked at the garden and decided to go for a walk.',
  'The new system is faster, more reliable and easier to use than the old one.',
  'Students must submit their work before the end of the month.',
  'The museum has a large collection of paintings from the nineteenth century.',
  'If you have any questions, you can contact our support team by telephone.',
  'The river flows through the valley and reaches the sea after many kilometres.',
  'Doctors recommend that adults sleep at least seven hours every night.',
  'The price of the house increased because the market was very strong last year.',
  'He wrote a long letter to his mother and sent it by post.',
  'The committee will discuss the proposal at the next meeting.',
  'Many people believe that technology will change the way we work.',
  'The train left the station late, but it arrived on time.',
  'Our products are made with natural materials and sold in many countries.',
];

/** Sentences cycling through ENGLISH_SENTENCES until at least `words` words. */
export function englishSentences(words: number): string[] {
  const out: string[] = [];
  let n = 0;
  for (let i = 0; n < words; i++) {
    const s = ENGLISH_SENTENCES[i % ENGLISH_SENTENCES.length];
    out.push(s);
    n += s.split(/\s+/).length;
  }
  return out;
}
