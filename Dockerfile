# Storyweave: multi-stage build. Build with the official Swift image, run on a slim Debian image.
ARG SWIFT_IMAGE=swift:6.1-bookworm

FROM ${SWIFT_IMAGE} AS build
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libsqlite3-dev zlib1g-dev libpq-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Resolve dependencies first so this layer is cached while sources change.
COPY Package.swift ./
RUN swift package resolve
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --static-swift-stdlib --product storyweave \
    && cp "$(swift build -c release --show-bin-path)/storyweave" /usr/local/bin/storyweave

FROM debian:bookworm-slim
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libsqlite3-0 zlib1g libpq5 libstdc++6 curl ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --create-home --home-dir /app storyweave
WORKDIR /app
COPY --from=build /usr/local/bin/storyweave /usr/local/bin/storyweave
COPY Public ./Public
COPY Migrations ./Migrations
RUN mkdir -p /data && chown storyweave /data
USER storyweave
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
    CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
ENTRYPOINT ["storyweave"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080", "--data", "/data", "--public", "/app/Public", "--migrations", "/app/Migrations"]
