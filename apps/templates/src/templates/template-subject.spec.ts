import { resolveSubject } from './template-subject';

describe('resolveSubject', () => {
  it("uses the send's subject even when the template has one", () => {
    expect(resolveSubject('Your order', 'Order {{id}}', 'Receipt')).toBe('Your order');
  });

  it("uses the send's subject when the template has none", () => {
    expect(resolveSubject('Your order', null, 'Receipt')).toBe('Your order');
  });

  it("uses the version's subject when the send gives none", () => {
    expect(resolveSubject(undefined, 'Order {{id}}', 'Receipt')).toBe('Order {{id}}');
    expect(resolveSubject(null, 'Order {{id}}', 'Receipt')).toBe('Order {{id}}');
  });

  it("uses the template's name when neither has a subject", () => {
    expect(resolveSubject(undefined, null, 'Receipt')).toBe('Receipt');
    expect(resolveSubject(undefined, '', 'Receipt')).toBe('Receipt');
  });

  it('treats an empty subject on the send as none', () => {
    expect(resolveSubject('', 'Order {{id}}', 'Receipt')).toBe('Order {{id}}');
    expect(resolveSubject('', null, 'Receipt')).toBe('Receipt');
  });
});
