// The parser lives in core: the server's security e-mails name the device the same way.
export { type Device, parseUserAgent } from '@wealthlog/core';
