import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../../common/plans';
import { checkPolicyFile, checkPolicyText, checkTextFileLength, fileExtension } from './check-policy-input';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('checkPolicyFile', () => {
  it.each([
    { name: 'policy.txt', type: 'text/plain' },
    { name: 'Policy.TXT', type: 'text/plain;charset=utf-8' },
    { name: 'policy.docx', type: DOCX },
    { name: 'policy.pdf', type: 'application/pdf' },
    { name: 'policy.docx', type: '' },
  ])('accepts $name as $type', (file) => {
    expect(checkPolicyFile({ ...file, size: 1000 })).toBeNull();
  });

  it.each([
    { name: 'policy.html', type: 'text/html' },
    { name: 'policy.pdf', type: 'text/html' },
    { name: 'policy.txt', type: 'application/pdf' },
    { name: 'policy.exe', type: 'application/pdf' },
    { name: 'policy', type: 'text/plain' },
    { name: 'policy.doc', type: 'application/msword' },
  ])('refuses $name as $type', (file) => {
    expect(checkPolicyFile({ ...file, size: 1000 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select a TXT, DOCX, or PDF file only.',
    });
  });

  it('refuses a file over 5 MB and accepts exactly 5 MB', () => {
    expect(checkPolicyFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select a file smaller than 5MB.',
    });
    expect(checkPolicyFile({ name: 'a.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
  });

  it('reads the extension after the last dot, ignoring a leading dot', () => {
    expect(fileExtension('my.policy.PDF')).toBe('pdf');
    expect(fileExtension('.txt')).toBe('');
  });
});

describe('checkTextFileLength', () => {
  it('names the plan, its limit and the length when over', () => {
    expect(checkTextFileLength({ tier: 'free', limit: 5000, length: 6120 })).toEqual({
      title: 'File content too long',
      description: 'Your Free plan allows up to 5,000 characters, but your file contains 6,120 characters.',
    });
  });

  it('accepts the limit itself and anything on an unlimited plan', () => {
    expect(checkTextFileLength({ tier: 'free', limit: 5000, length: 5000 })).toBeNull();
    expect(checkTextFileLength({ tier: 'enterprise', limit: -1, length: 900_000 })).toBeNull();
  });
});

describe('checkPolicyText', () => {
  it('refuses empty or whitespace-only text', () => {
    expect(checkPolicyText({ text: ' \n\t ', tier: 'free', limit: 5000 })).toEqual({
      title: 'No text provided',
      description: 'Please paste a privacy policy to analyze.',
    });
  });

  it('counts trimmed characters against the limit', () => {
    expect(checkPolicyText({ text: `  ${'a'.repeat(5000)}  `, tier: 'free', limit: 5000 })).toBeNull();
    expect(checkPolicyText({ text: 'a'.repeat(5001), tier: 'premium', limit: 20_000 })).toBeNull();
    expect(checkPolicyText({ text: 'a'.repeat(5001), tier: 'free', limit: 5000 })?.description).toBe(
      'Your Free plan allows up to 5,000 characters, but your policy contains 5,001 characters.',
    );
  });
});
