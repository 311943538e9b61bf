/**
 * The 100 most common passwords of public breach corpora (SecLists "10-million-password-list-top-100" and
 * NCSC's top list), lower-case. Refused as new passwords (OWASP ASVS 5.0, V6.2.4); comparison ignores case.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon',
  '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666',
  'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321', 'pussy', 'superman', '1qaz2wsx', '7777777',
  'fuckyou', '121212', '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm',
  'asdfgh', 'hunter', 'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou',
  'fuckme', '2000', 'charlie', 'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster',
  '112233', 'george', 'asshole', 'computer', 'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555',
  '11111111', '131313', 'freedom', '777777', 'pass', 'fuck', 'maggie', '159753', 'aaaaaa', 'ginger',
  'princess', 'joshua', 'cheese', 'amanda', 'summer', 'love', 'ashley', '6969', 'nicole', 'chelsea',
  'biteme', 'matthew', 'access', 'yankees', '987654321', 'dallas', 'austin', 'thunder', 'taylor', 'matrix',
  // Frequent variants that meet the 8-character minimum.
  'password1', 'password123', 'passw0rd', 'qwerty123', 'iloveyou1', '1q2w3e4r', '1q2w3e4r5t', 'welcome1', 'admin123', 'letmein1',
  'abcd1234', 'qwertyui', 'asdfghjkl', 'sunshine1', 'princess1', 'football1', 'baseball1', 'superman1', 'changeme', 'azerty123',
];
