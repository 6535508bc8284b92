import { describe, expect, it } from 'vitest';
import { UFS, type Uf } from '@/lib/validation/br-rules';
import { isValidIe, normalizeIe } from '@/lib/validation/state-registration';

/**
 * Real registrations of every UF, masked as published: SINTEGRA's documented examples ("conferência de
 * inscrições estaduais", the first of each list where there is one), then the test vectors of Caelum
 * Stella (stella-core, IE*ValidatorTest) and of brazilian-utils (inscricao-estadual/__tests__).
 */
const VALID: Record<Uf, readonly string[]> = {
  AC: ['01.004.823/001-12', '01.004.141/001-46', '01.956.867/001-07', '0108368143106', '01.349.541/474-57'],
  AL: ['24.000.004-8', '24.076.739-0', '24.103.644-5', '24.054.337-8', '248659758', '247424170'],
  AM: ['99.999.999-0', '04.193.980-8', '04.345.678-2', '48.063.523-4', '000000019'],
  AP: ['03.012.345-9', '03.002.547-3', '036029572', '030000080', '030170011', '030170020'],
  BA: ['123456-63', '612345-57', '1000003-06', '74219145', '038343081', '778514741'],
  CE: ['06000001-5', '06.998.161-2', '06.864.509-0', '853511942'],
  DF: ['07.300001.001-09', '07.408.738/002-50', '07.343.623/001-77', '0754002000176'],
  ES: ['999.99999-0', '082.223.54-8', '639191444'],
  GO: ['10.987.654-7', '10.103.119-1', '20.003.152-0', '109161793', '101030940'],
  MA: ['12.000.038-5', '12.074072-9', '120000008', '120000040'],
  MG: ['062.307.904/0081', '702.985.547/0002', '4333908330177', '7489439278602'],
  MS: ['28.303.759-8', '28.322.235-2', '280000006', '280000090'],
  MT: ['0013000001-9', '130152579', '0013198872-7', '60474120469'],
  PA: ['15-999999-5', '15.229.851-7', '15.133.081-6', '150000260'],
  PB: ['16.000.001-7', '16.030.321-4', '16.136.565-5', '39.607.756-0', '853511942', '853512230'],
  PE: ['0321418-40', '18.1.001.0000004-9', '18119003256336', '1811500337842-7', '288625706'],
  PI: ['19.301.656-7', '16.907.872-8', '81.806.022-0', '052364534'],
  PR: ['123.45678-50', '099.00004-09', '4447953604'],
  RJ: ['99.999.99-3', '78.045.302', '53.518.028', '62545372'],
  RN: ['20.040.040-1', '20.0.040.040-0', '20.3.615.641-0', '2007693232', '203569881'],
  RO: [
    '0000000062521-3',
    '101.62521-3',
    '0000000172159-3',
    '0000000058712-5',
    '01078042249629',
    '01078042249670',
  ],
  RR: ['24006628-1', '24001755-6', '24444932-5', '240061536'],
  RS: ['224/3658792', '050/0068836', '0305169149', '1202762660'],
  SC: ['251.040.852', '214562549', '330430572'],
  SE: ['27123456-3', '44.250.767-4', '67.893.465-7', '017682606'],
  SP: ['110.042.490.114', '110042490114'],
  TO: [
    '29.01.022783-6',
    '29.040.636-6',
    '29.385.524-2',
    '29023805636',
    '01027737427',
    '294467696',
    '294150870',
  ],
};

/** Published numbers with a wrong check digit (Stella's and brazilian-utils' refusals), by UF. */
const WRONG_CHECK_DIGIT: Record<Uf, readonly string[]> = {
  AC: ['0100482300115', '0187634580933', '0187634580924'],
  AL: ['240000040', '248659759'],
  AM: ['041939800', '036029573'],
  AP: ['030123450', '036029573'],
  BA: ['61234559'],
  CE: ['060000010', '853511943'],
  DF: ['0740873800240', '0754002000175'],
  ES: ['082223540', '639191445'],
  GO: ['109876542', '109161794'],
  MA: ['120000386', '120000007'],
  MG: ['0623079040045', '0623079040085', '4333908330167'],
  MS: ['283037591', '280000031'],
  MT: ['00132466444', '12345678901'],
  PA: ['159999999', '150000007'],
  PB: ['160000018', '853511943'],
  PE: ['032141849', '18100100000048'],
  PI: ['193016560'],
  PR: ['1234567860', '1234567859'],
  RJ: ['78045304'],
  RN: ['2000400403', '2007693231'],
  RO: ['00000001721489', '01078042249756'],
  RR: ['240041458', '240061537'],
  RS: ['2243658791'],
  SC: ['251040858'],
  SE: ['271234564'],
  SP: ['110042490104', '110042490115', '110042490113'],
  TO: ['290406360', '294467690'],
};

/** The same number with its last digit changed (the last digit is a check digit in every UF). */
function breakLastDigit(ie: string): string {
  const last = ie[ie.length - 1];
  return ie.slice(0, -1) + String((Number(last) + 1) % 10);
}

describe('isValidIe: the check digits of every UF', () => {
  it('has real numbers for each of the 27 UFs', () => {
    expect(Object.keys(VALID).sort()).toEqual([...UFS].sort());
    expect(Object.keys(WRONG_CHECK_DIGIT).sort()).toEqual([...UFS].sort());
  });

  describe.each(UFS)('%s', (uf) => {
    it.each(VALID[uf])('accepts %s, masked or not', (ie) => {
      expect(isValidIe(ie, uf)).toBe(true);
      expect(isValidIe(normalizeIe(ie), uf.toLowerCase())).toBe(true);
    });

    it.each(VALID[uf])('refuses %s with its last check digit changed', (ie) => {
      expect(isValidIe(breakLastDigit(ie), uf)).toBe(false);
    });

    it.each(WRONG_CHECK_DIGIT[uf])('refuses %s (a published wrong check digit)', (ie) => {
      expect(isValidIe(ie, uf)).toBe(false);
    });
  });
});

describe('isValidIe: rules of single UFs', () => {
  it('refuses AL 24.000.004-9, once accepted for its length alone', () => {
    expect(isValidIe('24.000.004-9', 'AL')).toBe(false);
    expect(isValidIe('240000049', 'AL')).toBe(false);
    expect(isValidIe('24.000.004-8', 'AL')).toBe(true);
  });

  it('checks the first check digit where there are two', () => {
    expect(isValidIe('110.042.491.114', 'SP')).toBe(false);
    expect(isValidIe('062.307.904/0091', 'MG')).toBe(false);
    expect(isValidIe('123.45678-60', 'PR')).toBe(false);
    expect(isValidIe('07.300001.001-19', 'DF')).toBe(false);
    expect(isValidIe('0321418-50', 'PE')).toBe(false);
    expect(isValidIe('01.004.823/001-22', 'AC')).toBe(false);
    expect(isValidIe('1000003-16', 'BA')).toBe(false);
  });

  it('refuses a number without the UF prefix, even with its check digit right', () => {
    // Each passes the UF's arithmetic; some are real numbers of another UF (PB, GO, CE, MA).
    expect(isValidIe('16.000.001-7', 'AL')).toBe(false);
    expect(isValidIe('109161793', 'MA')).toBe(false);
    expect(isValidIe('003060292', 'AP')).toBe(false);
    expect(isValidIe('024006150', 'RR')).toBe(false);
    expect(isValidIe('0203569881', 'RN')).toBe(false);
    expect(isValidIe('0018763458000', 'AC')).toBe(false);
    expect(isValidIe('853511942', 'MS')).toBe(false);
    expect(isValidIe('120000008', 'PA')).toBe(false);
  });

  it('refuses the wrong number of digits', () => {
    expect(isValidIe('2486597584', 'AL')).toBe(false);
    expect(isValidIe('01018763458064', 'AC')).toBe(false);
    expect(isValidIe('0306029570', 'AP')).toBe(false);
    expect(isValidIe('0120000008', 'MA')).toBe(false);
    expect(isValidIe('0853511942', 'PB')).toBe(false);
    expect(isValidIe('20356988104', 'RN')).toBe(false);
    expect(isValidIe('001078042249627', 'RO')).toBe(false);
    expect(isValidIe('2400615366', 'RR')).toBe(false);
    expect(isValidIe('099999916599', 'TO')).toBe(false);
    expect(isValidIe('11004249011', 'SP')).toBe(false);
    expect(isValidIe('24.000.004', 'AL')).toBe(false);
  });

  it('AP: the constants of the ranges 03000001–03017000 (p 5, d 0) and 03017001–03019022 (p 9, d 1)', () => {
    // 11 − remainder is 10: 0.
    expect(isValidIe('030000080', 'AP')).toBe(true);
    // 11 − remainder is 11: d, 0 in the first range and 1 in the second.
    expect(isValidIe('030000160', 'AP')).toBe(true);
    expect(isValidIe('030170071', 'AP')).toBe(true);
    expect(isValidIe('030170070', 'AP')).toBe(false);
    // Above both ranges p = d = 0.
    expect(isValidIe('03.012.345-9', 'AP')).toBe(true);
  });

  it('GO: a remainder of 1 gives 1 only from 10103105 to 10119997 (SINTEGRA; brazilian-utils applies it to a remainder of 0)', () => {
    expect(isValidIe('10.103.119-1', 'GO')).toBe(true);
    expect(isValidIe('10.103.119-0', 'GO')).toBe(false);
    // Remainder 0 gives 0, in the range too.
    expect(isValidIe('101031130', 'GO')).toBe(true);
    expect(isValidIe('101031131', 'GO')).toBe(false);
  });

  it('RO: the 14-digit number and the former 9-digit one (municipality code, then 5 digits checked)', () => {
    expect(isValidIe('0000000062521-3', 'RO')).toBe(true);
    expect(isValidIe('101.62521-3', 'RO')).toBe(true);
    expect(isValidIe('101.62521-4', 'RO')).toBe(false);
    // 11 − remainder = 10 gives 0, 11 gives 1.
    expect(isValidIe('01078042249670', 'RO')).toBe(true);
    expect(isValidIe('01078042249751', 'RO')).toBe(true);
  });

  it('TO: the former 11 digits only with the kind 01, 02, 03 or 99 in the 3rd and 4th, left out of the check digit', () => {
    expect(isValidIe('29.01.022783-6', 'TO')).toBe(true);
    expect(isValidIe('29 02 380.563-6', 'TO')).toBe(true);
    expect(isValidIe('01027737427', 'TO')).toBe(true);
    expect(isValidIe('01047737427', 'TO')).toBe(false);
    expect(isValidIe('29990227836', 'TO')).toBe(true);
    expect(isValidIe('29040227836', 'TO')).toBe(false);
  });

  it("PE: e-Fisco's 9 digits and the former CACEPE's 14", () => {
    expect(isValidIe('0321418-40', 'PE')).toBe(true);
    expect(isValidIe('18.1.001.0000004-9', 'PE')).toBe(true);
    expect(isValidIe('18.1.001.0000004-8', 'PE')).toBe(false);
    expect(isValidIe('0925870110', 'PE')).toBe(false);
  });

  it('checks the SP rural producer number (P + 12 digits, 9th is the check digit)', () => {
    expect(isValidIe('P-01100424.3/002', 'SP')).toBe(true);
    expect(isValidIe('P-01100424.4/002', 'SP')).toBe(false);
  });

  it('refuses a valid number of another UF', () => {
    expect(isValidIe('110.042.490.114', 'MG')).toBe(false);
    expect(isValidIe('12.345.678-9', 'PA')).toBe(false);
    expect(isValidIe('99.999.999-0', 'GO')).toBe(false);
    expect(isValidIe('24.000.004-8', 'RR')).toBe(false);
    expect(isValidIe('24006628-1', 'AL')).toBe(false);
  });
});

describe('isValidIe: ISENTO and junk', () => {
  it.each(UFS)('accepts ISENTO for %s', (uf) => {
    expect(isValidIe('ISENTO', uf)).toBe(true);
    expect(isValidIe(' isento ', uf)).toBe(true);
  });

  it('refuses an unknown UF and junk', () => {
    expect(isValidIe('110.042.490.114', 'XX')).toBe(false);
    expect(isValidIe('', 'SP')).toBe(false);
    expect(isValidIe('', 'AL')).toBe(false);
    expect(isValidIe('110#042.490.114', 'SP')).toBe(false);
    expect(isValidIe('ABC.000.004-8', 'AL')).toBe(false);
    expect(isValidIe('24.000.00A-8', 'AL')).toBe(false);
  });
});
