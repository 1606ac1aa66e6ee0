// mlir-opt-22 parses and verifies jopt-tile-for-memory's output on tile-for-memory.mlir (its
// loops, slices, remainder tiles and tiled named ops). Needs mlir-opt-22 on PATH.
// REQUIRES: mlir-opt-22
// RUN: jopt %S/tile-for-memory.mlir -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=256}))' | mlir-opt-22 > /dev/null
// RUN: jopt %S/tile-for-memory.mlir -p 'builtin.module(func.func(jopt-tile-for-memory{min-bytes=256 tile-size=3}))' | mlir-opt-22 > /dev/null
