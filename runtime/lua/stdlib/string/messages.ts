// Message texts of the string library (lua 5.4 lstrlib.c), in source order.
// TODO(string-lib): move these into runtime/lua/errors.ts, which another engineer owns.

// --- str_rep, str_byte, str_char, str_dump ---
export const msgStringTooLarge = (): string => 'resulting string too large';
export const msgSliceTooLong = (): string => 'string slice too long';
export const msgValueOutOfRange = (): string => 'value out of range';
export const msgUnableToDump = (): string => 'unable to dump given function';

// --- pattern matching ---
export const msgInvalidCaptureIndex = (l: number): string => `invalid capture index %${l}`;
export const msgInvalidPatternCapture = (): string => 'invalid pattern capture';
export const msgEndsWithPercent = (): string => "malformed pattern (ends with '%')";
export const msgMissingBracket = (): string => "malformed pattern (missing ']')";
export const msgMissingBalanceArgs = (): string => "malformed pattern (missing arguments to '%b')";
export const msgTooManyCaptures = (): string => 'too many captures';
export const msgPatternTooComplex = (): string => 'pattern too complex';
export const msgMissingFrontierBracket = (): string => "missing '[' after '%f' in pattern";
export const msgUnfinishedCapture = (): string => 'unfinished capture';
export const msgInvalidReplacementEscape = (): string => "invalid use of '%' in replacement string";
export const msgInvalidReplacementValue = (type: string): string => `invalid replacement value (a ${type})`;
export const msgReplacementExpected = (): string => 'string/function/table';

// --- str_format ---
export const msgHexModifiers = (): string => "modifiers for format '%a'/'%A' not implemented";
export const msgNoLiteralForm = (): string => 'value has no literal form';
export const msgInvalidConversionSpec = (form: string): string => `invalid conversion specification: '${form}'`;
export const msgFormatTooLong = (): string => 'invalid format (too long)';
export const msgNoValue = (): string => 'no value';
export const msgQuoteModifiers = (): string => "specifier '%q' cannot have modifiers";
export const msgStringContainsZeros = (): string => 'string contains zeros';
export const msgInvalidConversion = (form: string): string => `invalid conversion '${form}' to 'format'`;

// --- pack / unpack ---
export const msgIntegralSizeLimits = (size: number, max: number): string =>
  `integral size (${size}) out of limits [1,${max}]`;
export const msgMissingSizeC = (): string => "missing size for format option 'c'";
export const msgInvalidFormatOption = (opt: string): string => `invalid format option '${opt}'`;
export const msgInvalidNextOptionX = (): string => "invalid next option for option 'X'";
export const msgAlignNotPowerOf2 = (): string => 'format asks for alignment not power of 2';
export const msgIntegerOverflow = (): string => 'integer overflow';
export const msgUnsignedOverflow = (): string => 'unsigned overflow';
export const msgStringLongerThanSize = (): string => 'string longer than given size';
export const msgLengthDoesNotFit = (): string => 'string length does not fit in given size';
export const msgVariableLengthFormat = (): string => 'variable-length format';
export const msgFormatResultTooLarge = (): string => 'format result too large';
export const msgIntegerDoesNotFit = (size: number): string => `${size}-byte integer does not fit into Lua Integer`;
export const msgInitialPositionOut = (): string => 'initial position out of string';
export const msgDataStringTooShort = (): string => 'data string too short';
export const msgUnfinishedStringZ = (): string => "unfinished string for format 'z'";
