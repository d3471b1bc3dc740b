/**
 * VietQR (NAPAS, EMVCo merchant-presented QR) for a bank transfer: any Vietnamese banking app scans it and fills in
 * the bank, account, amount and transfer note. Each field is ID + two-digit length + value; the payload ends with
 * tag 63, a CRC-16/CCITT-FALSE over everything before it including "6304".
 */
export interface VietQrInput {
  /** The bank's NAPAS BIN (e.g. 970415 VietinBank). */
  bin: string;
  account: string;
  /** Đồng; absent: the payer types it. */
  amount?: number;
  /** The transfer note (ASCII; the order code, so the transfer can be matched). */
  purpose?: string;
}

const field = (id: string, value: string) => {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR; 4 uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function vietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bin) || !/^[0-9A-Za-z]{1,19}$/.test(input.account))
    throw new Error('VietQR: a 6-digit bank BIN and an account number are needed');
  if (input.purpose !== undefined && !/^[\x20-\x7e]*$/.test(input.purpose)) throw new Error('VietQR: the transfer note must be ASCII');
  const beneficiary = field('00', input.bin) + field('01', input.account);
  const merchant = field('00', 'A000000727') + field('01', beneficiary) + field('02', 'QRIBFTTA');
  const body = [
    field('00', '01'),
    field('01', input.amount ? '12' : '11'),
    field('38', merchant),
    field('53', '704'),
    input.amount ? field('54', String(input.amount)) : '',
    field('58', 'VN'),
    input.purpose ? field('62', field('08', input.purpose)) : '',
  ].join('');
  return `${body}6304${crc16(`${body}6304`)}`;
}
