/*
 * A small real video made by code ("small real video files generated locally"; the machine has no
 * encoder). H.264 Baseline in MP4, every macroblock I_PCM: the samples are stored raw, so no transform,
 * prediction or entropy tables are needed — only Exp-Golomb headers — and every browser decoder plays it.
 * Each frame is an IDR picture, so any time is a keyframe and seeking is exact. Frames draw a bar moving
 * across a gradient, so playback and seeking are visible.
 */

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  bits(value: number, length: number): void {
    for (let index = length - 1; index >= 0; index--) this.bit((value >> index) & 1);
  }

  /** ue(v): Exp-Golomb unsigned. */
  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.bits(0, length);
    this.bits(code, length + 1);
  }

  /** se(v): Exp-Golomb signed. */
  se(value: number): void {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }

  alignZero(): void {
    while (this.count !== 0) this.bit(0);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  trailing(): void {
    this.bit(1);
    this.alignZero();
  }

  byte(value: number): void {
    this.bits(value, 8);
  }

  done(): Buffer {
    return Buffer.from(this.bytes);
  }
}

/** A NAL unit: header byte, then the payload with emulation prevention (no 00 00 0x, x ≤ 3, inside). */
function nal(type: number, payload: Buffer): Buffer {
  const out: number[] = [(3 << 5) | type];
  let zeros = 0;
  for (const value of payload) {
    if (zeros >= 2 && value <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(value);
    zeros = value === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

function sequenceParameterSet(widthMbs: number, heightMbs: number): Buffer {
  const w = new BitWriter();
  w.byte(66); // Baseline
  w.byte(0xc0); // constraint_set0 and set1
  w.byte(30); // level 3.0
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type 2: output order = decode order
  w.ue(0); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(widthMbs - 1);
  w.ue(heightMbs - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  w.trailing();
  return nal(7, w.done());
}

function pictureParameterSet(): Buffer {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  w.trailing();
  return nal(8, w.done());
}

type Sampler = (x: number, y: number) => [number, number, number];

/** One IDR slice of I_PCM macroblocks; `sample` gives Y, Cb, Cr (16…235) at a luma position. */
function idrSlice(widthMbs: number, heightMbs: number, idrPicId: number, sample: Sampler): Buffer {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, 4); // frame_num
  w.ue(idrPicId);
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off
  for (let mbY = 0; mbY < heightMbs; mbY++) {
    for (let mbX = 0; mbX < widthMbs; mbX++) {
      w.ue(25); // mb_type I_PCM
      w.alignZero(); // pcm_alignment_zero_bit
      for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) w.byte(sample(mbX * 16 + x, mbY * 16 + y)[0]);
      for (const plane of [1, 2])
        for (let y = 0; y < 8; y++)
          for (let x = 0; x < 8; x++) w.byte(sample(mbX * 16 + x * 2, mbY * 16 + y * 2)[plane]!);
    }
  }
  w.trailing();
  return nal(5, w.done());
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function fullBox(type: string, version: number, flags: number, ...parts: Buffer[]): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE((version << 24) | flags, 0);
  return box(type, head, ...parts);
}

function u32(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  for (const [index, value] of values.entries()) buffer.writeUInt32BE(value >>> 0, index * 4);
  return buffer;
}

function u16(...values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 2);
  for (const [index, value] of values.entries()) buffer.writeUInt16BE(value & 0xffff, index * 2);
  return buffer;
}

const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

export interface VideoOptions {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  /** Hue-ish tint of the background, 0…1, so pool files differ. */
  tint: number;
}

/** An MP4 (H.264 Baseline, I_PCM) of `seconds` at `fps`, `width`×`height` (multiples of 16). */
export function pcmH264Mp4(options: VideoOptions): Buffer {
  const widthMbs = options.width / 16;
  const heightMbs = options.height / 16;
  const frames = Math.max(1, Math.round(options.seconds * options.fps));
  const sps = sequenceParameterSet(widthMbs, heightMbs);
  const pps = pictureParameterSet();
  const cb = 90 + Math.round(options.tint * 80);
  const cr = 170 - Math.round(options.tint * 80);
  const samples: Buffer[] = [];
  for (let frame = 0; frame < frames; frame++) {
    const barX = Math.round((frame / frames) * options.width);
    const slice = idrSlice(widthMbs, heightMbs, frame % 2, (x, y) => {
      const onBar = Math.abs(x - barX) < 6;
      const luma = onBar ? 230 : 40 + Math.round((y / options.height) * 120);
      return [luma, onBar ? 128 : cb, onBar ? 128 : cr];
    });
    samples.push(Buffer.concat([u32(slice.length), slice]));
  }
  const timescale = 1000;
  const duration = Math.round((frames / options.fps) * timescale);
  const avcC = box(
    'avcC',
    Buffer.from([1, 66, 0xc0, 30, 0xff, 0xe1]),
    u16(sps.length),
    sps,
    Buffer.from([1]),
    u16(pps.length),
    pps,
  );
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    u16(1), // data_reference_index
    Buffer.alloc(16),
    u16(options.width, options.height),
    u32(0x480000, 0x480000, 0),
    u16(1), // frame_count
    Buffer.alloc(32), // compressorname
    u16(0x18, 0xffff),
    avcC,
  );
  const stbl = (chunkOffset: number) =>
    box(
      'stbl',
      fullBox('stsd', 0, 0, u32(1), avc1),
      fullBox('stts', 0, 0, u32(1, frames, Math.round(timescale / options.fps))),
      fullBox('stsc', 0, 0, u32(1, 1, frames, 1)),
      fullBox('stsz', 0, 0, u32(0, frames, ...samples.map((sample) => sample.length))),
      fullBox('stco', 0, 0, u32(1, chunkOffset)),
    );
  const moov = (chunkOffset: number) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        u32(0, 0, timescale, duration, 0x10000),
        u16(0x100, 0),
        u32(0, 0),
        MATRIX,
        Buffer.alloc(24),
        u32(2),
      ),
      box(
        'trak',
        fullBox(
          'tkhd',
          0,
          3,
          u32(0, 0, 1, 0, duration, 0, 0),
          u16(0, 0, 0, 0),
          MATRIX,
          u32(options.width << 16, options.height << 16),
        ),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0)),
          fullBox(
            'hdlr',
            0,
            0,
            u32(0),
            Buffer.from('vide', 'latin1'),
            Buffer.alloc(12),
            Buffer.from('VideoHandler\0', 'latin1'),
          ),
          box(
            'minf',
            fullBox('vmhd', 0, 1, Buffer.alloc(8)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            stbl(chunkOffset),
          ),
        ),
      ),
    );
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    u32(512),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  );
  // The chunk offset is where the samples start: after ftyp, moov and the mdat header (sizes do not depend on it).
  const offset = ftyp.length + moov(0).length + 8;
  return Buffer.concat([ftyp, moov(offset), box('mdat', ...samples)]);
}
