// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/* libjpeg_work.c - advice_quality.sh's fixed workload for libjpeg-turbo:
 * encodes a generated 384x256 picture (baseline and progressive), decodes
 * it to RGB (fancy upsampling), RGB565 and merged upsampling, and prints a
 * checksum of every output byte. */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include "jpeglib.h"

#define W 384
#define H 256

static unsigned long encode(const unsigned char *rgb, int progressive,
			    unsigned char **out)
{
	struct jpeg_compress_struct c;
	struct jpeg_error_mgr e;
	unsigned long len = 0;

	c.err = jpeg_std_error(&e);
	jpeg_create_compress(&c);
	jpeg_mem_dest(&c, out, &len);
	c.image_width = W;
	c.image_height = H;
	c.input_components = 3;
	c.in_color_space = JCS_RGB;
	jpeg_set_defaults(&c);
	jpeg_set_quality(&c, 85, TRUE);
	if (progressive)
		jpeg_simple_progression(&c);
	jpeg_start_compress(&c, TRUE);
	while (c.next_scanline < H) {
		JSAMPROW row = (JSAMPROW)(rgb + c.next_scanline * W * 3);

		jpeg_write_scanlines(&c, &row, 1);
	}
	jpeg_finish_compress(&c);
	jpeg_destroy_compress(&c);
	return len;
}

static unsigned long decode(const unsigned char *jpg, unsigned long len,
			    J_COLOR_SPACE space, int fancy)
{
	static unsigned char row[W * 4];
	struct jpeg_decompress_struct d;
	struct jpeg_error_mgr e;
	unsigned long sum = 0;
	JSAMPROW p = row;

	d.err = jpeg_std_error(&e);
	jpeg_create_decompress(&d);
	jpeg_mem_src(&d, jpg, len);
	jpeg_read_header(&d, TRUE);
	d.out_color_space = space;
	d.do_fancy_upsampling = (boolean)fancy;
	jpeg_start_decompress(&d);
	while (d.output_scanline < d.output_height) {
		jpeg_read_scanlines(&d, &p, 1);
		for (unsigned i = 0; i < d.output_width * d.output_components;
		     i++)
			sum = sum * 31 + row[i];
	}
	jpeg_finish_decompress(&d);
	jpeg_destroy_decompress(&d);
	return sum;
}

int main(void)
{
	static unsigned char rgb[W * H * 3];
	unsigned long sum = 0;
	unsigned s = 7;

	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			unsigned char *px = rgb + (y * W + x) * 3;

			s = s * 1103515245u + 12345u;
			px[0] = (unsigned char)(x + y + (s >> 28));
			px[1] = (unsigned char)((x * y) >> 6);
			px[2] = (unsigned char)((x ^ y) + (s >> 29));
		}
	for (int progressive = 0; progressive < 2; progressive++) {
		unsigned char *jpg = NULL;
		unsigned long len = encode(rgb, progressive, &jpg);

		sum += len;
		sum ^= decode(jpg, len, JCS_RGB, 1);
		sum += decode(jpg, len, JCS_RGB565, 1);
		sum ^= decode(jpg, len, JCS_EXT_BGRX, 0);
		free(jpg);
	}
	printf("%lx\n", sum);
	return 0;
}
