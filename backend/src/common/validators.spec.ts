import { validateSync } from 'class-validator';
import { escapeHtml, textToHtml } from './html.util';
import { IsEmailAddress, IsText } from './validators';

class Form {
  @IsEmailAddress()
  email!: unknown;

  @IsText({ maxLength: 5, required: 'Name is required', nonEmpty: true })
  name!: unknown;
}

const messages = (values: Partial<Form>) =>
  validateSync(Object.assign(new Form(), { email: 'a@example.com', name: 'Ada', ...values })).flatMap((e) =>
    Object.values(e.constraints ?? {}),
  );

describe('IsEmailAddress and IsText', () => {
  it('give one message per failure', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ email: ' a@example.com ' })).toEqual([]);
    expect(messages({ email: undefined })).toEqual(['Email is required']);
    expect(messages({ email: 'a@b' })).toEqual(['Enter a valid email']);
    expect(messages({ name: undefined })).toEqual(['Name is required']);
    expect(messages({ name: '' })).toEqual(['Name is required']);
    expect(messages({ name: 42 })).toEqual(['Name is required']);
    expect(messages({ name: 'Adaline' })).toEqual(['name must be at most 5 characters']);
  });
});

describe('html utils', () => {
  it('escape text and turn paragraphs and links into HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(textToHtml('Hi <you>,\n\nOpen https://x.org/a?b=1&c=2\nnow')).toBe(
      '<p>Hi &lt;you&gt;,</p>\n<p>Open <a href="https://x.org/a?b=1&amp;c=2">https://x.org/a?b=1&amp;c=2</a><br>now</p>',
    );
  });
});
