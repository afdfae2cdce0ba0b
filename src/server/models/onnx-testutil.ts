/**
 * A tiny ONNX model written byte by byte (protobuf wire format), so tests need no model download:
 * `Y = X + X` (op Add, opset 13) on a float tensor of a fixed shape.
 */
const varint = (n: number): number[] => {
  const out: number[] = [];
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
  return out;
};
const key = (field: number, wire: number) => varint((field << 3) | wire);
const int = (field: number, value: number) => [...key(field, 0), ...varint(value)];
const bytes = (field: number, body: number[]) => [...key(field, 2), ...varint(body.length), ...body];
const text = (field: number, value: string) => bytes(field, [...new TextEncoder().encode(value)]);

/** ValueInfoProto: a float tensor named `name` of `shape`. */
function valueInfo(name: string, shape: number[]): number[] {
  const dims = shape.flatMap((d) => bytes(1, int(1, d))); // TensorShapeProto.dim { dim_value }
  const tensorType = [...int(1, 1), ...bytes(2, dims)]; // elem_type FLOAT, shape
  return [...text(1, name), ...bytes(2, bytes(1, tensorType))]; // name, type { tensor_type }
}

export function addModel(shape: number[] = [1, 3, 2, 2]): Uint8Array {
  const node = [...text(1, 'X'), ...text(1, 'X'), ...text(2, 'Y'), ...text(3, 'double'), ...text(4, 'Add')];
  const graph = [
    ...bytes(1, node),
    ...text(2, 'double'),
    ...bytes(11, valueInfo('X', shape)),
    ...bytes(12, valueInfo('Y', shape)),
  ];
  const model = [
    ...int(1, 8), // ir_version
    ...text(2, 'toolbox-test'), // producer_name
    ...bytes(7, graph),
    ...bytes(8, [...text(1, ''), ...int(2, 13)]), // opset_import { domain "", version 13 }
  ];
  return Uint8Array.from(model);
}
