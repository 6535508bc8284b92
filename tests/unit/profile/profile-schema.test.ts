import { describe, expect, it } from 'vitest';
import { avatarFileError, hasProfileChanges, profileSchema } from '@/features/profile/profile-schema';
import { AVATAR_MAX_BYTES, formatFileSize } from '@/features/profile/profile-texts';

const png = (size = 68, name = 'foto.png', type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

function messages(input: unknown) {
  const result = profileSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('profile schema', () => {
  it('requires the name (blank counts as empty)', () => {
    expect(messages({ nome: '', avatar: null })).toEqual({ nome: 'Campo obrigatório' });
    expect(messages({ nome: '   ', avatar: null })).toEqual({ nome: 'Campo obrigatório' });
  });

  it('trims and uppercases the name, accents included', () => {
    expect(profileSchema.parse({ nome: '  ana carolina mendes ', avatar: null })).toEqual({
      nome: 'ANA CAROLINA MENDES',
      avatar: null,
    });
    expect(profileSchema.parse({ nome: 'joão çé', avatar: null }).nome).toBe('JOÃO ÇÉ');
  });

  it('refuses a name longer than the API accepts (150)', () => {
    expect(messages({ nome: 'A'.repeat(151), avatar: null })).toEqual({ nome: 'Máximo 150 caracteres' });
    expect(messages({ nome: 'A'.repeat(150), avatar: null })).toEqual({});
  });

  it('accepts no avatar (keeps the current one) or an image up to 2 MB', () => {
    const file = png(AVATAR_MAX_BYTES);
    expect(profileSchema.parse({ nome: 'ANA', avatar: file }).avatar).toBe(file);
    expect(messages({ nome: 'ANA', avatar: null })).toEqual({});
  });

  it('refuses a file that is not an image, an empty one and one over 2 MB, saying why', () => {
    expect(messages({ nome: 'ANA', avatar: png(10, 'notas.pdf', 'application/pdf') })).toEqual({
      avatar: 'O arquivo escolhido não é uma imagem. Escolha um arquivo PNG, JPG, GIF ou WebP.',
    });
    expect(avatarFileError(png(0))).toBe('O arquivo escolhido está vazio.');
    expect(avatarFileError(png(AVATAR_MAX_BYTES + 1))).toBe(
      'A imagem tem 2,01 MB: escolha uma imagem de até 2 MB.',
    );
    expect(avatarFileError(png(Math.round(2.5 * 1024 * 1024)))).toBe(
      'A imagem tem 2,5 MB: escolha uma imagem de até 2 MB.',
    );
    expect(avatarFileError(png(100, 'foto.jpg', 'image/jpeg'))).toBeNull();
  });
});

describe('hasProfileChanges', () => {
  it('is false while the name, as it will be saved, is the current one and no picture was chosen', () => {
    expect(hasProfileChanges({ nome: 'ANA CAROLINA', avatar: null }, 'ANA CAROLINA')).toBe(false);
    expect(hasProfileChanges({ nome: ' ana carolina ', avatar: null }, 'ANA CAROLINA')).toBe(false);
    expect(hasProfileChanges({ nome: 'ANA', avatar: null }, 'ANA CAROLINA')).toBe(true);
    expect(hasProfileChanges({ nome: 'ANA CAROLINA', avatar: png() }, 'ANA CAROLINA')).toBe(true);
  });
});

describe('formatFileSize', () => {
  it('writes sizes the pt-BR way', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(20 * 1024)).toBe('20 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3,25 MB');
    expect(formatFileSize(20 * 1024 + 1)).toBe('21 KB');
  });
});
