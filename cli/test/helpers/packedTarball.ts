import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/** One ustar header block for a regular file of `size` bytes. */
function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(512)
  block.write(name, 0, 100, 'utf8')
  block.write('0000644\0', 100)
  block.write('0000000\0', 108)
  block.write('0000000\0', 116)
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124)
  block.write('00000000000\0', 136)
  block.write('0', 156)
  block.write('ustar\u000000', 257)
  // The checksum is summed with its own field as spaces.
  block.write('        ', 148)
  const sum = block.reduce((total, byte) => total + byte, 0)
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148)
  return block
}

/** Writes a .tgz laid out as `npm pack` / `pnpm pack` write one: each file under `package/`. */
export function writePackedTarball(file: string, files: Record<string, string>): void {
  const blocks: Buffer[] = []
  for (const [name, text] of Object.entries(files)) {
    const body = Buffer.from(text, 'utf8')
    blocks.push(header(`package/${name}`, body.length), body, Buffer.alloc((512 - (body.length % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  writeFileSync(file, gzipSync(Buffer.concat(blocks)))
}
