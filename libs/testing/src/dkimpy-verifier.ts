import { execFile } from 'node:child_process';
import { join } from 'node:path';

// Debian's python3-dkim is installed for the system interpreter, not for any other python on the PATH.
const PYTHON = '/usr/bin/python3';
const SCRIPT = join(__dirname, 'dkim-verify.py');

// Verifies the first DKIM signature of a message with dkimpy, a DKIM implementation independent of
// mailauth (and of our signer). The key records are given, as the test DNS server is on loopback.
export function dkimpyVerify(message: Buffer, txtRecords: Record<string, string>): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = execFile(PYTHON, [SCRIPT, JSON.stringify(txtRecords)], (error, stdout, stderr) => {
      if (error) return reject(new Error(`dkimpy failed: ${stderr || error.message}`));
      resolve((JSON.parse(stdout) as { pass: boolean }).pass);
    });
    child.stdin?.end(message);
  });
}
