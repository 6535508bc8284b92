/**
 * Reads a digital certificate A1 (PKCS#12, .pfx/.p12) the way the real API does: opens it with the
 * password, takes the end-entity certificate and checks its validity. node-forge is loaded only
 * when a certificate is read (it stays out of the mock's first chunk).
 */
import type * as Forge from 'node-forge';
import type { StoredCertificate } from '../db/database';

export const CERTIFICATE_MESSAGES = {
  invalidFile: 'Arquivo de certificado inválido',
  wrongPassword: 'Senha do certificado inválida',
  expired: (date: string) => `Certificado digital vencido em ${date}`,
  notYetValid: (date: string) => `Certificado digital válido somente a partir de ${date}`,
} as const;

export type CertificateResult = { ok: true; certificate: StoredCertificate } | { ok: false; erro: string };

/** ICP-Brasil otherName of the company's CNPJ in e-CNPJ certificates. */
const OID_CNPJ = '2.16.76.1.3.3';
const TIME_ZONE = 'America/Sao_Paulo';

type ForgeModule = typeof Forge;

async function loadForge(): Promise<ForgeModule> {
  const module = await import('node-forge');
  return (module as unknown as { default?: ForgeModule }).default ?? (module as unknown as ForgeModule);
}

/** Calendar date of an instant in Brazil (certificates expire at an instant; the UI shows the day). */
function brazilianDate(date: Date): { iso: string; display: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    iso: `${parts.year}-${parts.month}-${parts.day}`,
    display: `${parts.day}/${parts.month}/${parts.year}`,
  };
}

/** The CPF/CNPJ of an ICP-Brasil certificate: the "NAME:DOCUMENT" convention of the CN. */
export function documentOfCommonName(commonName: string): string | null {
  const match = /:\s*([0-9]{11}|[0-9A-Z]{12}[0-9]{2})\s*$/.exec(commonName);
  return match ? match[1] : null;
}

function isPkcs12Name(name: string | undefined): boolean {
  return !name || /\.(pfx|p12)$/i.test(name);
}

function bagsOf(p12: Forge.pkcs12.Pkcs12Pfx, bagType: string): Forge.pkcs12.Bag[] {
  return p12.getBags({ bagType })[bagType] ?? [];
}

/** The CNPJ in the ICP-Brasil subjectAltName otherName, when the certificate carries one. */
function cnpjOfAltName(forge: ForgeModule, cert: Forge.pki.Certificate): string | null {
  const extension = cert.getExtension('subjectAltName') as { value?: string } | undefined;
  if (!extension?.value) return null;
  try {
    const text = forge.util.bytesToHex(extension.value);
    const oidHex = forge.util.bytesToHex(forge.asn1.oidToDer(OID_CNPJ).getBytes());
    const at = text.indexOf(oidHex);
    if (at < 0) return null;
    const digits = forge.util.hexToBytes(text.slice(at + oidHex.length)).match(/[0-9A-Z]{12}[0-9]{2}/);
    return digits ? digits[0] : null;
  } catch {
    return null;
  }
}

/**
 * Opens a PKCS#12 file with its password. Refuses (pt-BR message) a file that is not a PKCS#12
 * (or has no certificate and key), a wrong password, and a certificate out of its validity at `now`.
 */
export async function readCertificate(file: Blob, password: string, now: Date): Promise<CertificateResult> {
  const refuse = (erro: string): CertificateResult => ({ ok: false, erro });
  if (!isPkcs12Name(file instanceof File ? file.name : undefined))
    return refuse(CERTIFICATE_MESSAGES.invalidFile);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // A PFX is a DER SEQUENCE: anything else is not a certificate file.
  if (bytes.length < 64 || bytes[0] !== 0x30) return refuse(CERTIFICATE_MESSAGES.invalidFile);
  const forge = await loadForge();
  let asn1: Forge.asn1.Asn1;
  try {
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    }
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(binary));
  } catch {
    return refuse(CERTIFICATE_MESSAGES.invalidFile);
  }
  let p12: Forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/MAC could not be verified|Invalid password/i.test(message))
      return refuse(CERTIFICATE_MESSAGES.wrongPassword);
    // Without a MAC, a wrong password shows up as an undecryptable (garbled) content.
    if (/not an PKCS#12|Unsupported|PFX|version/i.test(message))
      return refuse(CERTIFICATE_MESSAGES.invalidFile);
    return refuse(CERTIFICATE_MESSAGES.wrongPassword);
  }
  const keys = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag),
    ...bagsOf(p12, forge.pki.oids.keyBag),
  ].filter((bag) => bag.key);
  const certs = bagsOf(p12, forge.pki.oids.certBag).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  if (keys.length === 0 || certs.length === 0) return refuse(CERTIFICATE_MESSAGES.invalidFile);
  const key = keys[0].key as Forge.pki.rsa.PrivateKey;
  // The end-entity certificate is the one of the private key (chains may come along).
  const cert =
    certs.find((candidate) => {
      const publicKey = candidate.publicKey as Forge.pki.rsa.PublicKey;
      return publicKey.n && key.n && publicKey.n.equals(key.n);
    }) ?? null;
  if (!cert) return refuse(CERTIFICATE_MESSAGES.invalidFile);

  const notAfter = cert.validity.notAfter;
  const notBefore = cert.validity.notBefore;
  if (notAfter.getTime() < now.getTime())
    return refuse(CERTIFICATE_MESSAGES.expired(brazilianDate(notAfter).display));
  if (notBefore.getTime() > now.getTime())
    return refuse(CERTIFICATE_MESSAGES.notYetValid(brazilianDate(notBefore).display));
  const commonName = String(cert.subject.getField('CN')?.value ?? '').trim();
  return {
    ok: true,
    certificate: {
      vencimento: brazilianDate(notAfter).iso,
      titular: commonName,
      cnpj: documentOfCommonName(commonName) ?? cnpjOfAltName(forge, cert),
    },
  };
}
