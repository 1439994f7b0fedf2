#!/usr/bin/env bash
# Regenerates fixtures/video/: synthetic test patterns (ffmpeg's testsrc2 and a sine tone, our own), small enough to
# commit so that tests and `npm start` never need ffmpeg. Needs Debian's ffmpeg (libx264, libvpx).
#   pitch-short.webm       3 s VP8 + Vorbis, with Segment/Info Duration (the e2e upload; Chromium plays it)
#   pitch-live.webm        3 s VP8 written as a live stream (unknown-size Segment and Clusters, no Duration), the way
#                          a browser's MediaRecorder writes one
#   pitch-short.mp4        3 s H.264 + AAC, moov after mdat (ffmpeg's default)
#   pitch-faststart.mp4    the same with moov first
#   pitch-fragmented.mp4   3 s H.264 fragmented (moof/traf; mvhd duration 0)
#   pitch-6min.webm        6:00 of a still VP8 frame: over the 5-minute limit, refused with "6:00"
set -euo pipefail
cd "$(dirname "$0")/../fixtures/video"

ff() { ffmpeg -hide_banner -loglevel error -y "$@"; }
pattern() { echo "testsrc2=size=160x90:rate=$1:duration=$2"; }
tone() { echo "sine=frequency=440:sample_rate=8000:duration=$1"; }
# Deterministic output: no encoder or muxer version strings, no creation times.
same() { echo -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact; }

ff -f lavfi -i "$(pattern 10 3)" -f lavfi -i "$(tone 3)" $(same) \
  -c:v libvpx -b:v 60k -g 30 -c:a libvorbis -ac 1 -b:a 32k pitch-short.webm
ff -f lavfi -i "$(pattern 10 3)" $(same) -c:v libvpx -b:v 60k -g 30 -live 1 -f webm pitch-live.webm
ff -f lavfi -i "$(pattern 10 3)" -f lavfi -i "$(tone 3)" $(same) \
  -c:v libx264 -preset veryslow -crf 35 -pix_fmt yuv420p -c:a aac -ac 1 -b:a 24k pitch-short.mp4
ff -i pitch-short.mp4 $(same) -c copy -movflags +faststart pitch-faststart.mp4
ff -f lavfi -i "$(pattern 10 3)" $(same) -c:v libx264 -preset veryslow -crf 35 -pix_fmt yuv420p -g 10 \
  -movflags frag_keyframe+empty_moov+default_base_moof pitch-fragmented.mp4
ff -f lavfi -i "color=c=0x2d6a4f:size=64x36:rate=1:duration=360" $(same) \
  -c:v libvpx -b:v 4k -g 600 pitch-6min.webm
ls -l
