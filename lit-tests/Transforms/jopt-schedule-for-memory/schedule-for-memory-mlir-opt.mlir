// mlir-opt-22 parses jopt-schedule-for-memory's output of schedule-for-memory.mlir and prints it
// as jopt does (that file's CHECK lines). Needs mlir-opt-22 on PATH (an optional cross-check).
// REQUIRES: mlir-opt-22
// RUN: jopt %S/schedule-for-memory.mlir -p 'builtin.module(func.func(jopt-schedule-for-memory))' | mlir-opt-22 | FileCheck %S/schedule-for-memory.mlir
