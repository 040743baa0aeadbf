"""Every document of each manifest given, checked against its API's schema, strictly (an unknown
field is an error, as `kubectl apply` with strict field validation makes it):
- Kubernetes' own kinds: the API's JSON schema for KUBERNETES_VERSION, from kubernetes-validate's
  strict schemas (shipped in its wheel);
- monitoring.coreos.com (Prometheus Operator): the CRDs' schemas as cloudcoil's models carry them
  (types, required fields, patterns); a field the models drop is unknown, a value they change
  was of the wrong type.
A kind with no schema here is an error, not skipped. One line per document; exit 1 if any fails.
usage: deploy_schema.py KUBERNETES_VERSION FILE..."""
import importlib.metadata
import sys

import kubernetes_validate
import yaml


def differences(given, read, path):
    """Where the model's reading of the document is not the document."""
    if isinstance(given, dict) and isinstance(read, dict):
        for key, value in given.items():
            if key not in read:
                yield f"{path}{key}: unknown field"
            else:
                yield from differences(value, read[key], f"{path}{key}.")
    elif isinstance(given, list) and isinstance(read, list) and len(given) == len(read):
        for i, (g, r) in enumerate(zip(given, read)):
            yield from differences(g, r, f"{path}{i}.")
    elif given != read or type(given) is not type(read):
        yield f"{path.rstrip('.')}: {given!r} read as {read!r}"


def check(doc, version):
    """(what it was checked against, the errors)"""
    api, kind = doc.get("apiVersion", ""), doc.get("kind", "")
    if api == "monitoring.coreos.com/v1":
        # Imported only here: building its models takes seconds.
        from cloudcoil.models.prometheus_operator import v1 as monitoring_v1

        against = f"Prometheus Operator {importlib.metadata.version('cloudcoil.models.prometheus_operator')}"
        model = getattr(monitoring_v1, kind, None)
        if model is None:
            return against, [f"no schema for {kind} in {api}"]
        try:
            read = model.model_validate(doc).model_dump(mode="json", by_alias=True, exclude_unset=True)
        except Exception as e:  # pydantic.ValidationError, one line per error
            return against, [" ".join(str(e).split())]
        return against, list(differences(doc, read, ""))
    against = f"Kubernetes {version}"
    try:
        kubernetes_validate.validate(doc, version, strict=True)
    except kubernetes_validate.ValidationError as e:
        return against, [f"{'.'.join(str(p) for p in e.path)}: {e.message}"]
    except kubernetes_validate.SchemaNotFoundError as e:
        return against, [e.message]
    return against, []


def main():
    version, files = sys.argv[1], sys.argv[2:]
    failed = 0
    for name in files:
        with open(name) as f:
            docs = [d for d in yaml.safe_load_all(f) if d]
        if not docs:
            print(f"ERROR {name}: no document")
            failed += 1
        for doc in docs:
            what = f"{name}: {doc.get('kind')}/{doc.get('metadata', {}).get('name')}"
            against, errors = check(doc, version)
            for e in errors:
                print(f"ERROR {what}: {e}")
            if not errors:
                print(f"OK {what} ({doc.get('apiVersion')}, {against}, strict)")
            failed += bool(errors)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
