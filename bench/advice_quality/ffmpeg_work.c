// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* ffmpeg_work.c - advice_quality.sh's fixed workload for FFmpeg's
 * libavcodec: encodes two seconds of generated 48 kHz stereo (tones, a
 * sweep, noise) to AAC at 128 kb/s, decodes it again, and prints the
 * stream's size and a checksum of the decoded samples. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "libavcodec/avcodec.h"
#include "libavutil/channel_layout.h"
#include "libavutil/frame.h"
#include "libavutil/mem.h"

enum { MAXPKT = 4096, MAXBYTES = 1 << 20, SECONDS = 2, RATE = 48000 };

static uint8_t stream[MAXBYTES + AV_INPUT_BUFFER_PADDING_SIZE];
static int pkt_size[MAXPKT], npkt, nbytes;

static void fill(AVFrame *f, long *t, uint32_t *s)
{
	float *l = (float *)f->data[0], *r = (float *)f->data[1];

	for (int i = 0; i < f->nb_samples; i++, (*t)++) {
		double x = (double)*t / RATE;
		float n;

		*s = *s * 1103515245u + 12345u;
		n = (float)((int)(*s >> 16 & 1023) - 512) / 8192.0f;
		l[i] = (float)(0.3 * sin(2 * M_PI * 440 * x) +
			       0.2 * sin(2 * M_PI * (220 + 200 * x) * x)) +
		       n;
		r[i] = (float)(0.3 * sin(2 * M_PI * 660 * x) *
			       sin(2 * M_PI * 3 * x)) +
		       n;
	}
}

static int drain(AVCodecContext *enc, AVPacket *pkt)
{
	int ret;

	while ((ret = avcodec_receive_packet(enc, pkt)) == 0) {
		if (npkt == MAXPKT || nbytes + pkt->size > MAXBYTES)
			return -1;
		memcpy(stream + nbytes, pkt->data, (size_t)pkt->size);
		pkt_size[npkt++] = pkt->size;
		nbytes += pkt->size;
		av_packet_unref(pkt);
	}
	return ret == AVERROR(EAGAIN) || ret == AVERROR_EOF ? 0 : -1;
}

static AVCodecContext *encode(void)
{
	const AVCodec *codec = avcodec_find_encoder(AV_CODEC_ID_AAC);
	AVCodecContext *enc = avcodec_alloc_context3(codec);
	AVChannelLayout stereo = AV_CHANNEL_LAYOUT_STEREO;
	AVFrame *f = av_frame_alloc();
	AVPacket *pkt = av_packet_alloc();
	uint32_t s = 1;
	long t = 0;

	enc->sample_rate = RATE;
	enc->sample_fmt = AV_SAMPLE_FMT_FLTP;
	enc->bit_rate = 128000;
	if (av_channel_layout_copy(&enc->ch_layout, &stereo) < 0 ||
	    avcodec_open2(enc, codec, NULL) < 0)
		return NULL;
	f->nb_samples = enc->frame_size;
	f->format = enc->sample_fmt;
	if (av_channel_layout_copy(&f->ch_layout, &stereo) < 0 ||
	    av_frame_get_buffer(f, 0) < 0)
		return NULL;
	while (t < (long)SECONDS * RATE) {
		if (av_frame_make_writable(f) < 0)
			return NULL;
		f->pts = t;
		fill(f, &t, &s);
		if (avcodec_send_frame(enc, f) < 0 || drain(enc, pkt))
			return NULL;
	}
	if (avcodec_send_frame(enc, NULL) < 0 || drain(enc, pkt))
		return NULL;
	av_frame_free(&f);
	av_packet_free(&pkt);
	return enc;
}

static int decode(const AVCodecContext *enc, uint32_t *sum)
{
	const AVCodec *codec = avcodec_find_decoder(AV_CODEC_ID_AAC);
	AVCodecContext *dec = avcodec_alloc_context3(codec);
	AVFrame *f = av_frame_alloc();
	AVPacket *pkt = av_packet_alloc();
	int off = 0, samples = 0;

	dec->extradata = av_mallocz((size_t)enc->extradata_size +
				    AV_INPUT_BUFFER_PADDING_SIZE);
	if (!dec->extradata)
		return -1;
	memcpy(dec->extradata, enc->extradata, (size_t)enc->extradata_size);
	dec->extradata_size = enc->extradata_size;
	if (avcodec_open2(dec, codec, NULL) < 0)
		return -1;
	for (int i = 0; i <= npkt; i++) {
		pkt->data = i < npkt ? stream + off : NULL;
		pkt->size = i < npkt ? pkt_size[i] : 0;
		if (avcodec_send_packet(dec, pkt) < 0)
			return -1;
		while (avcodec_receive_frame(dec, f) == 0) {
			const float *l = (const float *)f->data[0];

			for (int k = 0; k < f->nb_samples; k++)
				*sum = (*sum ^ (uint32_t)lrintf(l[k] * 32767)) *
				       16777619u;
			samples += f->nb_samples;
		}
		if (i < npkt)
			off += pkt_size[i];
	}
	av_frame_free(&f);
	av_packet_free(&pkt);
	avcodec_free_context(&dec);
	return samples;
}

int main(void)
{
	AVCodecContext *enc;
	uint32_t sum = 2166136261u;
	int samples;

	av_log_set_level(AV_LOG_QUIET);
	enc = encode();
	if (!enc)
		return 1;
	samples = decode(enc, &sum);
	avcodec_free_context(&enc);
	if (samples < 0)
		return 1;
	printf("%d %d %d %08x\n", npkt, nbytes, samples, sum);
	return 0;
}
